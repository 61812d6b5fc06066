import sharp from 'sharp';

/** A real PNG of the given size (decodable, so the server can resize it). */
export const pngBytes = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#2a8bb8' } }).png().toBuffer();

/** Bytes that say "MP4" to a magic-number check: an ISO 'ftyp' box followed by padding. */
export const mp4Bytes = (size = 4096): Buffer => {
  const b = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32]).copy(b);
  return b;
};

/** A plain text file, e.g. uploaded under a `.png` name to prove the type is checked by content. */
export const textBytes = (): Buffer => Buffer.from('this is not an image, whatever its name says\n'.repeat(20));
