import type { JsonObject } from './body-learning.js';
import { fillPath, type FuzzOperation, type JsonSchema } from './openapi-operations.js';
import type { Rng } from './prng.js';
import { CASES, caseKindsFor, type CaseContext } from './request-cases.js';
import { mainBranch, validValue } from './schema-values.js';

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

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the three bytes
 * a sloppy client would send for it (`%ED%A0%80`): the server must cope with those too.
 */
export function encodeQueryPart(text: string): string {
  const lone = text.match(LONE_SURROGATE) ?? [];
  const asBytes = (unit: string) => {
    const c = unit.charCodeAt(0);
    return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  };
  return text
    .split(LONE_SURROGATE)
    .map((part, i) => encodeURIComponent(part) + (lone[i] ? asBytes(lone[i]) : ''))
    .join('');
}

/** `?a=1&b=2` from pairs (encoded) and raw parts (sent as they are); '' when there are none. */
export const queryString = (pairs: [string, string][], raw: string[] = []) => {
  const parts = [...pairs.map(([k, v]) => `${encodeQueryPart(k)}=${encodeQueryPart(v)}`), ...raw];
  return parts.length ? `?${parts.join('&')}` : '';
};

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
