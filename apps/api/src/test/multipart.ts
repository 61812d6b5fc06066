import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A multipart/form-data body for `app.inject`: text fields (arrays become `name[i]`) and files.
 * Returns the payload and the matching content-type header.
 */
export function multipart(fields: Record<string, string | number | boolean | string[]>, files: Record<string, FilePart> = {}) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const field = (name: string, value: string) =>
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v, i) => field(`${name}[${i}]`, v));
    else field(name, String(value));
  }
  for (const [name, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A multipart body with one file of `bytes` bytes generated on the fly (never held in memory whole),
 * for size-limit tests: e.g. a 60 MB "video" that starts like an MP4.
 */
export function streamedMultipart(fields: Record<string, string>, fileField: string, filename: string, bytes: number) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${filename}"\r\nContent-Type: video/mp4\r\n\r\n`;
  async function* body() {
    yield Buffer.from(head + fileHead);
    // an MP4 'ftyp' box first, then zeros
    yield Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32]);
    const chunk = Buffer.alloc(1024 * 1024);
    let left = bytes - 24;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface BrokenBody {
  kind: string;
  payload: Buffer;
  headers: Record<string, string>;
}

/**
 * Multipart bodies a parser cannot read, built around real fields: cut off inside a text field,
 * cut off inside a file (when `fileField` names one the route takes), a boundary that never occurs
 * in the body, and a multipart content type without any boundary.
 */
export function brokenMultipartBodies(fields: Record<string, string>, fileField?: string): BrokenBody[] {
  const { payload, headers } = multipart(fields);
  const boundary = /boundary=(.+)$/.exec(headers['content-type'])![1]!;
  const text = payload.toString('latin1');
  const fieldsPart = text.slice(0, text.lastIndexOf(`--${boundary}--`));
  const bodies: BrokenBody[] = [
    {
      kind: 'cut off inside a text field',
      payload: Buffer.from(`${fieldsPart}--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhalf a sen`, 'latin1'),
      headers,
    },
    { kind: 'a boundary that is not in the body', payload, headers: { 'content-type': 'multipart/form-data; boundary=not-in-this-body' } },
    { kind: 'no boundary at all', payload, headers: { 'content-type': 'multipart/form-data' } },
    {
      kind: 'a part without a name',
      payload: Buffer.from(`${fieldsPart}--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`, 'latin1'),
      headers,
    },
  ];
  if (fileField) {
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const pngStart = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    bodies.push({
      kind: 'cut off inside a file',
      payload: Buffer.concat([Buffer.from(fieldsPart + fileHead, 'latin1'), pngStart]),
      headers,
    });
  }
  return bodies;
}
