import { crc32 } from 'node:zlib';
import { mp4Bytes, pngBytes, textBytes } from '../media.js';
import type { Rng } from './prng.js';

/** A PNG chunk with its length and checksum, so decoders get as far as the content. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A well-formed PNG header announcing `width` × `height` pixels, with almost no pixel data behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * File contents for upload fields: a real image, images cut short or lying about their size,
 * other types' magic bytes, text, random bytes and nothing at all.
 */
export async function fuzzFiles(rng: Rng): Promise<{ name: string; data: Buffer; contentType: string }[]> {
  const png = await pngBytes(16, 12);
  const random = Buffer.from(Array.from({ length: 4096 }, () => rng.int(0, 255)));
  return [
    { name: 'valid png', data: png, contentType: 'image/png' },
    { name: 'truncated png', data: png.subarray(0, Math.floor(png.length / 2)), contentType: 'image/png' },
    { name: 'png claiming 20000x20000', data: pngClaiming(20_000, 20_000), contentType: 'image/png' },
    { name: 'png claiming 0x0', data: pngClaiming(0, 0), contentType: 'image/png' },
    {
      name: 'jpeg magic only',
      data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
      contentType: 'image/jpeg',
    },
    {
      name: 'gif header only',
      data: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
      contentType: 'image/gif',
    },
    { name: 'mp4 box and zeros', data: mp4Bytes(4096), contentType: 'video/mp4' },
    { name: 'text', data: textBytes(), contentType: 'text/plain' },
    { name: 'random bytes', data: random, contentType: 'application/octet-stream' },
    { name: 'empty', data: Buffer.alloc(0), contentType: 'image/png' },
  ];
}
