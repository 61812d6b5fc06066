import {
  BAD_CONTENT_TYPES,
  BROKEN_JSON,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  POLLUTION_MARKER,
  arbitraryJson,
  deeplyNested,
  hostileHeaders,
  hostilePathSegments,
  longString,
  wrongShape,
} from './hostile-values.js';
import { clone, deletePath, setPath, splitPath, type JsonObject } from './body-learning.js';
import { fillPath, type FuzzOperation, type JsonSchema } from './openapi-operations.js';
import type { Rng } from './prng.js';
import { brokenMultipartBody, multipartBody, toFormFields, type FuzzFile } from './request-bodies.js';
import { hostileWithinLimits, invalidValue, mainBranch, validValue } from './schema-values.js';

/** One malformed request, ready for `app.inject`, with a label of what was done to it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  kind: string;
}

/** What a case starts from: a plausible request the mutation then breaks in one place. */
export interface OperationBase {
  op: FuzzOperation;
  /** a body the app accepted as far as it could tell (learned or from the schema) */
  body: JsonObject;
  /** field paths worth aiming at (schema properties and fields named in 422 answers) */
  fields: string[];
  /** file contents to attach: valid and broken images and videos */
  files: { name: string; data: Buffer; contentType: string }[];
  /** names of list fields anywhere in the document: bracket names aimed at them build arrays */
  listFields: string[];
}

/** Field names commonly used for uploads, tried besides the ones the app names. */
const FILE_FIELDS = ['image', 'video', 'poster', 'ticket_image', 'file', 'logo'];
/** Field names that bracket parsers turn into structures (a client's index must never size an allocation). */
const BRACKET_NAMES = (field: string) => [
  `${field}[100000000][name]`,
  `${field}[99999]`,
  `${field}[0][1][2][3][4][5]`,
  `${field}[]`,
  `${field}[-1]`,
  `${field}[a][b]`,
  `${field}]`,
  `[${field}`,
  `__proto__[${POLLUTION_MARKER}]`,
  `constructor[prototype][${POLLUTION_MARKER}]`,
  `${field}[__proto__][${POLLUTION_MARKER}]`,
];

const JSON_CT = 'application/json';

/** A path value that finds a row: ids are numbers in most routes, and '1' usually exists in the seeded data. */
function pathValue(schema: JsonSchema): string {
  const s = mainBranch(schema);
  const fitsOne = !s.pattern || new RegExp(s.pattern, 'u').test('1');
  return fitsOne && !s.enum ? '1' : encodeURIComponent(String(validValue(schema)));
}

/** The valid query string: each required parameter with a plausible value. */
export const baseQuery = (op: FuzzOperation): [string, string][] =>
  op.query
    .filter((p) => p.required)
    .map((p) => [p.name, String(validValue(p.schema) as string | number)] as [string, string]);

/** `?a=1&b=2` from pairs (encoded) and raw parts (sent as they are); '' when there are none. */
export const queryString = (pairs: [string, string][], raw: string[] = []) => {
  const parts = [...pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`), ...raw];
  return parts.length ? `?${parts.join('&')}` : '';
};

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

/** How a case changes the base request; what it leaves out stays as in the base. */
interface CaseResult {
  kind: string;
  url?: string;
  query?: [string, string][];
  /** query parts appended as they are (deliberately malformed ones) */
  rawQuery?: string[];
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

type CaseMaker = (ctx: CaseContext) => CaseResult;

interface CaseContext {
  rng: Rng;
  base: OperationBase;
  pathValues: Record<string, string>;
  query: [string, string][];
  /** how many cases of the same kind came before this one for the operation */
  occurrence: number;
}

const jsonCase = (kind: string, value: unknown) => ({
  kind,
  payload: JSON.stringify(value),
  headers: { 'content-type': JSON_CT },
});

/** Files as an attacker would attach them: valid, broken, mislabelled, under odd field names. */
function pickFiles(ctx: CaseContext): FuzzFile[] {
  const { rng, base } = ctx;
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
function mutatedBody(
  ctx: CaseContext,
  how: 'invalid' | 'hostile' | 'missing',
): { body: unknown; note: string } {
  const { rng, base } = ctx;
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

const CASES: Record<string, CaseMaker> = {
  'path-param': (ctx) => {
    const name = ctx.rng.pick(ctx.base.op.pathParams).name;
    const segment = ctx.rng.pick(hostilePathSegments(ctx.rng));
    return {
      kind: `path ${name}=${segment.slice(0, 40)}`,
      url: fillPath(ctx.base.op.path, { ...ctx.pathValues, [name]: segment }),
    };
  },
  'query-invalid': (ctx) => {
    const p = ctx.rng.pick(ctx.base.op.query);
    const value = invalidValue(ctx.rng, p.schema);
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    return {
      kind: `query ${p.name} invalid`,
      query: [...ctx.query.filter(([k]) => k !== p.name), [p.name, text]],
    };
  },
  'query-hostile': (ctx) => {
    const pairs = ctx.base.op.query.map((p) => {
      const v = hostileWithinLimits(ctx.rng, p.schema);
      return [p.name, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string];
    });
    return { kind: 'query hostile within limits', query: pairs };
  },
  'query-structure': (ctx) => {
    const { rng } = ctx;
    const name = ctx.base.op.query.length
      ? rng.pick(ctx.base.op.query).name
      : rng.pick(['page', 'q', 'id', 'search']);
    const raw = rng.pick([
      [`${name}=1`, `${name}=2`, `${name}=abc`],
      [`${name}[]=1`, `${name}[]=2`],
      [`${name}[a]=1`],
      [`${name}`],
      [`${name}=`],
      [`${name}=%`],
      [`${name}=%ZZ`],
      [`${name}=%00`],
      [`${name}=%C0%80`],
      [`__proto__[${POLLUTION_MARKER}]=1`, `constructor[prototype][${POLLUTION_MARKER}]=1`],
      [`${name}=${'x'.repeat(rng.int(1000, 30_000))}`],
      Array.from({ length: 500 }, (_, i) => `p${i}=${i}`),
      ['&&&', '===', '=x'],
    ]);
    // Required parameters left out on purpose in half of the cases.
    return {
      kind: `query structure ${raw[0]!.slice(0, 40)}`,
      query: rng.chance(0.5) ? ctx.query : [],
      rawQuery: raw,
    };
  },
  'body-invalid': (ctx) => {
    const { body, note } = mutatedBody(ctx, 'invalid');
    return jsonCase(`json ${note}`, body);
  },
  'body-hostile': (ctx) => {
    const { body, note } = mutatedBody(ctx, 'hostile');
    return jsonCase(`json ${note}`, body);
  },
  'body-missing': (ctx) => {
    const { body, note } = mutatedBody(ctx, 'missing');
    return jsonCase(`json ${note}`, body);
  },
  'body-extra-keys': (ctx) => {
    const { rng } = ctx;
    const text = JSON.stringify(ctx.base.body);
    const extra = rng.pick([
      `"__proto__":{"${POLLUTION_MARKER}":"yes"}`,
      `"constructor":{"prototype":{"${POLLUTION_MARKER}":"yes"}}`,
      '"id":1,"created_at":"1970-01-01","role":"admin","is_demo":1,"pnr_code":"AAAA1111","status":"confirmed","total_price":0',
      `"${'k'.repeat(5000)}":1`,
      Array.from({ length: 2000 }, (_, i) => `"k${i}":${i}`).join(','),
    ]);
    const payload = text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
    return { kind: `json extra keys ${extra.slice(0, 40)}`, payload, headers: { 'content-type': JSON_CT } };
  },
  'body-arbitrary': (ctx) => {
    const value = ctx.rng.chance(0.3)
      ? deeplyNested(ctx.rng, ctx.rng.int(64, 1000))
      : arbitraryJson(ctx.rng, 4);
    return jsonCase('json arbitrary', value);
  },
  'body-broken-json': (ctx) => ({
    kind: 'broken json',
    payload: ctx.rng.pick(BROKEN_JSON),
    headers: { 'content-type': JSON_CT },
  }),
  'body-huge': (ctx) => {
    const { rng } = ctx;
    const body = clone(ctx.base.body);
    const field = ctx.base.fields.length ? rng.pick(ctx.base.fields) : 'x';
    // Just under the 1 MB body limit, or just over it (that must be a 413, not a crash).
    const size = rng.pick([700_000, 1_000_000, 1_100_000]);
    setPath(
      body,
      splitPath(field),
      rng.chance(0.7) ? longString(rng, size) : Array.from({ length: size / 10 }, () => 1),
    );
    return jsonCase(`json huge ${field}`, body);
  },
  'content-type': (ctx) => {
    const ct = ctx.rng.pick(BAD_CONTENT_TYPES);
    return {
      kind: `content-type ${ct.slice(0, 40)}`,
      payload: JSON.stringify(ctx.base.body),
      headers: { 'content-type': ct },
    };
  },
  'multipart-form': (ctx) => {
    const { rng } = ctx;
    const fields = toFormFields(
      mutatedBody(ctx, rng.pick(['invalid', 'hostile', 'missing'] as const)).body,
      rng,
    );
    const field = fields.length ? rng.pick(fields)[0] : 'name';
    const extras: [string, string][] = rng.pick<[string, string][]>([
      [],
      [
        [field, 'duplicate'],
        [field, 'again'],
      ],
      [['_method', rng.pick(['PUT', 'put', 'DELETE', 'GET', '', 'PATCH\u0000', 'x'.repeat(1000)])]],
      [[field, longString(rng, rng.pick([99_000, 150_000]))]],
      Array.from({ length: rng.pick([150, 250]) }, (_, i) => [`f${i}`, String(i)] as [string, string]),
      [
        ['', 'empty name'],
        ['"quoted"', 'x'],
        ['a\u0000b', 'nul in name'],
      ],
    ]);
    const files = rng.chance(0.6) ? pickFiles(ctx) : [];
    const body = multipartBody(rng, [...fields, ...extras], files);
    return {
      kind: `multipart ${extras[0]?.[0]?.slice(0, 40) ?? ''} files=${files.map((f) => f.field).join(',')}`,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    };
  },
  'multipart-names': (ctx) => {
    // Aimed at the fields that hold lists (this body's and the document's), one after the other; a huge
    // index every time, plus two other names that rotate so that every name is tried per operation.
    const structured = Object.entries(ctx.base.body)
      .filter(([, v]) => v !== null && typeof v === 'object')
      .map(([k]) => k);
    const targets = [...new Set([...structured, ...ctx.base.listFields])];
    const field = targets.length ? targets[ctx.occurrence % targets.length]! : 'items';
    const [huge, ...others] = BRACKET_NAMES(field);
    // The huge index goes last: a parser that lets a later plain name replace the list would hide it.
    const chosen = [...[0, 1].map((i) => others[(ctx.occurrence * 2 + i) % others.length]!), huge!];
    const body = multipartBody(ctx.rng, [
      ...toFormFields(ctx.base.body, ctx.rng),
      ...chosen.map((n) => [n, 'x'] as [string, string]),
    ]);
    return {
      kind: `multipart names ${chosen.join(' ')}`,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    };
  },
  'multipart-broken': (ctx) => {
    const body = brokenMultipartBody(
      ctx.rng,
      toFormFields(ctx.base.body, ctx.rng),
      ctx.rng.chance(0.5) ? pickFiles(ctx) : [],
    );
    return {
      kind: `broken multipart: ${body.note}`,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    };
  },
  'method-override': (ctx) => {
    const value = ctx.rng.pick<unknown>([
      'PUT',
      'patch',
      'DELETE',
      'GET',
      '',
      null,
      ['PUT'],
      { a: 1 },
      'PUT\u0000',
      1,
    ]);
    return jsonCase('json _method override', { ...ctx.base.body, _method: value });
  },
  headers: (ctx) => ({
    kind: 'hostile headers',
    payload: JSON.stringify(ctx.base.body),
    headers: { 'content-type': JSON_CT, ...hostileHeaders(ctx.rng) },
  }),
};

/** Which cases fit an operation: body cases for every method that takes one, query and path cases where declared. */
export function caseKindsFor(op: FuzzOperation): string[] {
  const kinds = [
    'query-structure',
    'headers',
    'body-arbitrary',
    'body-broken-json',
    'content-type',
    'multipart-broken',
  ];
  if (op.pathParams.length) kinds.push('path-param', 'path-param');
  if (op.query.length) kinds.push('query-invalid', 'query-hostile', 'query-invalid');
  if (op.method !== 'GET') {
    kinds.push(
      'body-invalid',
      'body-hostile',
      'body-missing',
      'body-extra-keys',
      'body-huge',
      'multipart-form',
      'multipart-names',
      'method-override',
    );
    kinds.push('body-invalid', 'body-hostile', 'multipart-form');
  }
  return kinds;
}

/** A plausible client address per request, so per-address rate limits do not hide the handlers. */
const clientAddress = (rng: Rng) => `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;

/** The base request's path values (valid ones), filled from the parameter schemas. */
export const basePathValues = (op: FuzzOperation): Record<string, string> =>
  Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p.schema)]));

/**
 * Makes the `index`-th malformed request for an operation, cycling through the cases that fit it;
 * `adminCookie` signs it in (back-office operations).
 */
export function makeRequest(base: OperationBase, rng: Rng, index: number, adminCookie?: string): FuzzRequest {
  const kinds = caseKindsFor(base.op);
  const kindName = kinds[index % kinds.length]!;
  const occurrence = Array.from({ length: index }, (_, i) => kinds[i % kinds.length]).filter(
    (k) => k === kindName,
  ).length;
  const ctx: CaseContext = {
    rng,
    base,
    pathValues: basePathValues(base.op),
    query: baseQuery(base.op),
    occurrence,
  };
  const made = CASES[kindName]!(ctx);
  const url =
    (made.url ?? fillPath(base.op.path, ctx.pathValues)) +
    queryString(made.query ?? ctx.query, made.rawQuery);
  const headers: Record<string, string> = { ...made.headers };
  // Hostile cookies ride along with the admin's, so back-office handlers are still reached.
  if (adminCookie) headers.cookie = headers.cookie ? `${adminCookie}; ${headers.cookie}` : adminCookie;
  return {
    method: base.op.method,
    url,
    headers,
    ...(made.payload !== undefined ? { payload: made.payload } : {}),
    remoteAddress: clientAddress(rng),
    kind: made.kind,
  };
}
