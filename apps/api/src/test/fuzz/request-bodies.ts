import type { Rng } from './prng.js';

/**
 * Body encoders for the fuzzer: a JSON value as form fields in bracket notation (the way browsers
 * and PHP clients write nested fields), well-formed multipart bodies, and multipart bodies broken
 * in the ways real clients and attackers break them.
 */

export interface FuzzFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface EncodedBody {
  payload: Buffer | string;
  contentType: string;
  /** a short label of how the body was made, for the failure report */
  note: string;
}

/** A JSON value as `[name, text]` form fields: `a[b]`, `a[0]`; nested structures optionally as one JSON text. */
export function toFormFields(value: unknown, rng: Rng, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return prefix ? [[prefix, '']] : [];
  if (typeof value !== 'object')
    return [[prefix || 'value', typeof value === 'string' ? value : (JSON.stringify(value) ?? '')]];
  if (prefix && rng.chance(0.3)) return [[prefix, JSON.stringify(value)]];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  if (entries.length === 0 && prefix) return [[`${prefix}[]`, '']];
  return entries.flatMap(([k, v]) => toFormFields(v, rng, prefix ? `${prefix}[${k}]` : k));
}

const CRLF = '\r\n';

/** A random boundary like a browser's, made from the Rng so a run replays byte for byte. */
export const makeBoundary = (rng: Rng) =>
  `----FuzzBoundary${rng.int(0, 0xffffffff).toString(16)}${rng.int(0, 0xffffffff).toString(16)}`;

/** The parts of a multipart body (each ending in CRLF), without the closing delimiter. */
function multipartParts(boundary: string, fields: [string, string][], files: FuzzFile[]): Buffer[] {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="${f.field}"; filename="${f.filename}"${CRLF}Content-Type: ${f.contentType}${CRLF}${CRLF}`,
      ),
      f.data,
      Buffer.from(CRLF),
    );
  }
  return chunks;
}

/** A well-formed multipart/form-data body. */
export function multipartBody(rng: Rng, fields: [string, string][], files: FuzzFile[] = []): EncodedBody {
  const boundary = makeBoundary(rng);
  const payload = Buffer.concat([
    ...multipartParts(boundary, fields, files),
    Buffer.from(`--${boundary}--${CRLF}`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}`, note: 'multipart' };
}

/** A multipart body broken in one of the ways a client, a proxy or an attacker breaks them. */
export function brokenMultipartBody(rng: Rng, fields: [string, string][], files: FuzzFile[]): EncodedBody {
  const boundary = makeBoundary(rng);
  const parts = Buffer.concat(multipartParts(boundary, fields.length ? fields : [['name', 'x']], files));
  const whole = Buffer.concat([parts, Buffer.from(`--${boundary}--${CRLF}`)]);
  const ct = `multipart/form-data; boundary=${boundary}`;
  const variants: (() => EncodedBody)[] = [
    () => ({ payload: whole.subarray(0, rng.int(1, whole.length - 1)), contentType: ct, note: 'truncated' }),
    () => ({ payload: parts, contentType: ct, note: 'no closing delimiter' }),
    () => ({
      payload: whole,
      contentType: `multipart/form-data; boundary=${boundary}x`,
      note: 'boundary not in the body',
    }),
    () => ({ payload: whole, contentType: 'multipart/form-data', note: 'no boundary parameter' }),
    () => ({ payload: whole, contentType: 'multipart/form-data; boundary=', note: 'empty boundary' }),
    () => ({ payload: Buffer.alloc(0), contentType: ct, note: 'empty body' }),
    () => ({ payload: Buffer.from(`--${boundary}--${CRLF}`), contentType: ct, note: 'no parts at all' }),
    () => ({
      payload: Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="a"${CRLF}`),
      contentType: ct,
      note: 'part headers never end',
    }),
    () => ({
      payload: Buffer.from(
        `--${boundary}${CRLF}Content-Type: text/plain${CRLF}${CRLF}x${CRLF}--${boundary}--${CRLF}`,
      ),
      contentType: ct,
      note: 'part without Content-Disposition',
    }),
    () => ({
      payload: Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data${CRLF}${CRLF}x${CRLF}--${boundary}--${CRLF}`,
      ),
      contentType: ct,
      note: 'part without a name',
    }),
    () => ({
      payload: Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="a"${CRLF}${`h: v${CRLF}`.repeat(3000)}${CRLF}x${CRLF}--${boundary}--${CRLF}`,
      ),
      contentType: ct,
      note: 'thousands of part headers',
    }),
    () => ({
      payload: Buffer.from(rng.pick(['garbage', '\u0000\u0001\u0002', `--${boundary}`, CRLF.repeat(100)])),
      contentType: ct,
      note: 'garbage body',
    }),
    () => ({
      payload: whole,
      contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
      note: 'overlong boundary',
    }),
    () => ({
      payload: whole,
      contentType: `multipart/form-data; boundary=${boundary}; boundary=other`,
      note: 'two boundaries',
    }),
    () => ({
      payload: Buffer.concat([
        parts,
        Buffer.from(
          `--${boundary}${CRLF}Content-Disposition: form-data; name="f"; filename="x.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}\x89PNG`,
        ),
      ]),
      contentType: ct,
      note: 'file part cut off',
    }),
    () => ({
      payload: Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="a"; filename*=UTF-8''%F0%9F%98%80%00.png${CRLF}${CRLF}x${CRLF}--${boundary}--${CRLF}`,
      ),
      contentType: ct,
      note: 'encoded file name with NUL',
    }),
  ];
  return rng.pick(variants)();
}
