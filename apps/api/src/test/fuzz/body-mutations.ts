import { clone, deletePath, setPath, splitPath } from './body-learning.js';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, arbitraryJson, wrongShape } from './hostile-values.js';
import type { FuzzOperation, JsonSchema } from './openapi-operations.js';
import type { Rng } from './prng.js';
import type { FuzzFile } from './request-bodies.js';
import type { OperationBase } from './request-generator.js';
import { hostileWithinLimits, invalidValue, mainBranch } from './schema-values.js';

/**
 * Mutations of an operation's base body (one field made invalid, hostile or left out) and the
 * files attached to multipart cases.
 */

/** Field names commonly used for uploads, tried besides the ones the app names. */
const FILE_FIELDS = ['image', 'video', 'poster', 'ticket_image', 'file', 'logo'];
/** The body schema of a field path, when the document has one. */
function schemaAt(op: FuzzOperation, path: readonly string[]): JsonSchema | undefined {
  let schema: JsonSchema | undefined = op.bodySchema;
  for (const segment of path) {
    if (!schema) return undefined;
    const s = mainBranch(schema);
    schema = /^\d+$/.test(segment) ? s.items : s.properties?.[segment];
  }
  return schema;
}

/** Files as an attacker would attach them: valid, broken, mislabelled, under odd field names. */
export function pickFiles(rng: Rng, base: OperationBase): FuzzFile[] {
  const count = rng.int(1, 2);
  const named = base.fields.filter((f) => !f.includes('.'));
  return Array.from({ length: count }, () => {
    const file = rng.pick(base.files);
    return {
      field: rng.pick([...FILE_FIELDS, ...named, ...(named.length ? [] : ['x'])]),
      filename: rng.pick([
        'photo.png',
        'a.jpg',
        '../../../etc/passwd.png',
        'x'.repeat(300) + '.png',
        'video.mp4',
        'noext',
        '.png',
        'ş😀.webp',
        'a\u0000.png',
      ]),
      contentType: rng.pick([file.contentType, 'image/png', 'application/octet-stream', 'text/html']),
      data: file.data,
    };
  });
}

/** The value at a path of a body, or undefined. */
function valueAt(body: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, segment) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined,
    body,
  );
}

/**
 * Without a schema the learned value tells the kind: hostile numbers where a number was accepted
 * (past every integer column's range too), hostile text where text was.
 */
function hostileLike(rng: Rng, sample: unknown): unknown {
  if (typeof sample === 'number')
    return rng.chance(0.8) ? rng.pick(HOSTILE_NUMBERS) : String(rng.pick(HOSTILE_NUMBERS));
  if (typeof sample === 'boolean') return rng.pick<unknown>([!sample, 'true', 'false', 'on', '1', 0, 'yes']);
  if (Array.isArray(sample)) return Array.from({ length: rng.int(0, 60) }, () => hostileLike(rng, sample[0]));
  if (sample !== null && typeof sample === 'object') {
    return Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, hostileLike(rng, v)]));
  }
  return rng.pick(HOSTILE_STRINGS);
}

/** A copy of the base body with one field (or the whole body) made invalid, hostile or removed. */
export function mutatedBody(
  rng: Rng,
  base: OperationBase,
  how: 'invalid' | 'hostile' | 'missing',
): { body: unknown; note: string } {
  const body = clone(base.body);
  const field = base.fields.length ? rng.pick(base.fields) : undefined;
  if (!field)
    return {
      body: how === 'missing' ? {} : how === 'invalid' ? wrongShape(rng) : arbitraryJson(rng),
      note: 'whole body',
    };
  const path = splitPath(field);
  const schema = schemaAt(base.op, path) ?? {};
  if (how === 'missing') {
    deletePath(body, path);
    return { body, note: `without ${field}` };
  }
  if (how === 'hostile') {
    // Several fields at once: hostile content that passes validation reaches the database.
    const fields = [field, ...base.fields.filter(() => rng.chance(0.3))];
    for (const f of fields) {
      const s = schemaAt(base.op, splitPath(f));
      setPath(
        body,
        splitPath(f),
        s ? hostileWithinLimits(rng, s) : hostileLike(rng, valueAt(base.body, splitPath(f))),
      );
    }
    return { body, note: `hostile ${fields.join(',')}` };
  }
  setPath(
    body,
    path,
    schemaAt(base.op, path)
      ? invalidValue(rng, schema)
      : rng.chance(0.5)
        ? wrongShape(rng)
        : arbitraryJson(rng, 2),
  );
  return { body, note: `invalid ${field}` };
}
