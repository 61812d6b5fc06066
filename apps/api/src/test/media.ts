import { deflateSync } from 'node:zlib';
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

/** A real JPEG with detailed content (so most of its bytes are picture data), e.g. to cut short. */
export const jpegBytes = (width = 400, height = 300): Promise<Buffer> => {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.imul(i, 2654435761) >>> 13) & 255;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer): number => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/**
 * A complete, valid black-and-white PNG of any size, built by hand because it compresses to almost
 * nothing (a 20 000 × 20 000 one is about 50 KB): the shape of a "decompression bomb".
 */
export const hugePngBytes = (width: number, height: number): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // every row: filter 0, all black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};
