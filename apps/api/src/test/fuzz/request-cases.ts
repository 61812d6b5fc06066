import { clone, setPath, splitPath } from './body-learning.js';
import { mutatedBody, pickFiles } from './body-mutations.js';
import {
  BAD_CONTENT_TYPES,
  BROKEN_JSON,
  POLLUTION_MARKER,
  arbitraryJson,
  deeplyNested,
  hostileHeaders,
  hostilePathSegments,
  longString,
} from './hostile-values.js';
import { fillPath, type FuzzOperation } from './openapi-operations.js';
import type { Rng } from './prng.js';
import { brokenMultipartBody, multipartBody, toFormFields } from './request-bodies.js';
import type { OperationBase } from './request-generator.js';
import { hostileWithinLimits, invalidValue } from './schema-values.js';

/**
 * The kinds of malformed request, each a change to an operation's plausible base request: bad
 * path and query values, broken or hostile bodies (JSON and multipart), bad content types,
 * hostile headers and method overrides.
 */

/**
 * An index no form ever sends: a parser that sizes an array by a client's number spends seconds
 * on it (the event loop blocked for everyone), which the slow-request check catches on any machine.
 */
const HUGE_INDEX = 300_000_000;

/** Field names that bracket parsers turn into structures. */
const BRACKET_NAMES = (field: string) => [
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

/** How a case changes the base request; what it leaves out stays as in the base. */
export interface CaseResult {
  kind: string;
  url?: string;
  query?: [string, string][];
  /** query parts appended as they are (deliberately malformed ones) */
  rawQuery?: string[];
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

export type CaseMaker = (ctx: CaseContext) => CaseResult;

export interface CaseContext {
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

export const CASES: Record<string, CaseMaker> = {
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
    const { body, note } = mutatedBody(ctx.rng, ctx.base, 'invalid');
    return jsonCase(`json ${note}`, body);
  },
  'body-hostile': (ctx) => {
    const { body, note } = mutatedBody(ctx.rng, ctx.base, 'hostile');
    return jsonCase(`json ${note}`, body);
  },
  'body-missing': (ctx) => {
    const { body, note } = mutatedBody(ctx.rng, ctx.base, 'missing');
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
      mutatedBody(ctx.rng, ctx.base, rng.pick(['invalid', 'hostile', 'missing'] as const)).body,
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
    const files = rng.chance(0.6) ? pickFiles(ctx.rng, ctx.base) : [];
    const body = multipartBody(rng, [...fields, ...extras], files);
    return {
      kind: `multipart ${extras[0]?.[0]?.slice(0, 40) ?? ''} files=${files.map((f) => f.field).join(',')}`,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    };
  },
  'multipart-names': (ctx) => {
    // Aimed at the fields that hold lists (this body's and the document's). The first case puts a
    // huge index on every one of them, the others rotate through the names, four at a time.
    const structured = Object.entries(ctx.base.body)
      .filter(([, v]) => v !== null && typeof v === 'object')
      .map(([k]) => k);
    const targets = [...new Set([...structured, ...ctx.base.listFields])];
    if (targets.length === 0) targets.push('items');
    const field = targets[ctx.occurrence % targets.length]!;
    const names = BRACKET_NAMES(field);
    const rotating = [0, 1, 2, 3].map((i) => names[(ctx.occurrence * 4 + i) % names.length]!);
    // Huge indexes go last: a parser that lets a later plain name replace the list would hide them.
    const huge = ctx.occurrence === 0 ? targets.map((t) => `${t}[${HUGE_INDEX}][name]`) : [];
    const chosen = [...rotating, ...huge];
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
      ctx.rng.chance(0.5) ? pickFiles(ctx.rng, ctx.base) : [],
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
