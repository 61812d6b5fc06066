/**
 * Fuzzes every operation of the app's own OpenAPI document with malformed requests: wrong types,
 * missing fields, hostile text (NUL, odd Unicode, injection-looking), edge and huge numbers, deep
 * nesting, bad path parameters, broken JSON and multipart bodies, bad content types, duplicated
 * and structured query parameters, prototype-pollution keys and hostile headers. Public operations
 * are called without a session, back-office ones with a signed-in admin so their handlers run.
 *
 * It fails on any 5xx answer (the rate refresh may answer 502: its upstream is unreachable here on
 * purpose), on any request slower than SLOW_REQUEST_MS (a blocked event loop), on an answer that is
 * not the API's JSON envelope, when health stops answering between batches, and when anything lands
 * on Object.prototype.
 *
 * Bounded and seeded: about 4 300 requests per database with the default seed (86 operations, 32
 * cases per read and 48 per write, plus up to 30 requests per write that learn its body from the
 * app's 422 answers), about 25 s per database on a busy 2-core machine. The same
 * requests on every run for a seed: FUZZ_SEED=<n> picks another; FUZZ_ONLY='POST /api/bookings'
 * replays one operation (each operation draws from its own stream, so its requests are the same as
 * in the full run); FUZZ_VERBOSE=1 prints what each operation answered.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { adminCookie } from '../test/admin-session.js';
import { learnBody, type JsonObject } from '../test/fuzz/body-learning.js';
import { fuzzFiles } from '../test/fuzz/fuzz-files.js';
import { POLLUTION_MARKER } from '../test/fuzz/hostile-values.js';
import {
  fillPath,
  listFieldNames,
  operationsOf,
  type FuzzOperation,
  type OpenApiDocument,
} from '../test/fuzz/openapi-operations.js';
import { createRng, deriveSeed } from '../test/fuzz/prng.js';
import { caseKindsFor } from '../test/fuzz/request-cases.js';
import {
  basePathValues,
  baseQuery,
  makeRequest,
  queryString,
  type FuzzRequest,
  type OperationBase,
} from '../test/fuzz/request-generator.js';
import { mainBranch, validValue } from '../test/fuzz/schema-values.js';
import { createTestApp } from '../test/test-app.js';

const DEFAULT_SEED = 20_260_611;
/** The run's seed: FUZZ_SEED when set (a whole number), else the fixed one CI uses. */
const SEED = ((raw) => {
  if (!raw) return DEFAULT_SEED;
  if (!/^\d{1,10}$/.test(raw.trim())) throw new Error(`FUZZ_SEED must be a whole number, not ${raw}`);
  return Number(raw) >>> 0;
})(process.env.FUZZ_SEED);
const ONLY = process.env.FUZZ_ONLY?.trim();
/** FUZZ_VERBOSE=1 prints, per operation, the learned body and the answers' statuses; 2 also every request. */
const VERBOSE = Number(process.env.FUZZ_VERBOSE ?? 0);
/** Cases per operation: reads have fewer kinds that fit them than writes. */
const CASES_PER_READ = 32;
const CASES_PER_WRITE = 48;
/** Longer than any honest request takes here (argon2 on a busy 2-core machine is ~0.3 s). */
const SLOW_REQUEST_MS = 2_000;
/** Health is asked after every this many requests. */
const BATCH = 12;
/** Operations whose upstream is unreachable in this test, and the status that says so. */
const UPSTREAM_STATUS: Record<string, number> = { 'POST /api/currencies/update-rates': 502 };

// Port 1 on loopback refuses at once, so the rate refresh fails fast with its 502.
const ctx = await createTestApp({
  env: { RATES_URL: 'http://127.0.0.1:1/today.xml', RATES_TIMEOUT_MS: '500' },
});
afterAll(() => ctx.close());

const keyOf = (op: FuzzOperation) => `${op.method} ${op.path}`;
/** Deletes run last, so that the other operations still find the seeded rows they act on. */
const allOperations = new Map(
  operationsOf(ctx.app.swagger() as OpenApiDocument, ctx.app.deps.adminRoutes).map((op) => [keyOf(op), op]),
);
const operations = [...allOperations.values()]
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
  .filter((op) => !ONLY || keyOf(op) === ONLY);
const files = await fuzzFiles(createRng(SEED));
const listFields = listFieldNames([...allOperations.values()]);
let cookie = await adminCookie(ctx, 'fuzz-admin');

interface Finding {
  problem: string;
  request: FuzzRequest;
  status: number;
  body: string;
  ms: number;
}

/** A value shown in full when short, else its start and length; control characters escaped. */
function preview(value: string | Buffer | undefined, max = 600): string {
  if (value === undefined) return '(none)';
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : value;
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown}… (${text.length} chars)` : shown;
}

function report(op: FuzzOperation, findings: Finding[]): string {
  const lines = findings.slice(0, 15).map((f, i) => {
    const headers = Object.entries(f.request.headers)
      .map(([k, v]) => `${k}: ${k === 'cookie' ? v.replace(cookie, '<admin session>') : v}`)
      .map((h) => preview(h, 200));
    return [
      `#${i + 1} ${f.problem} — ${f.request.kind}`,
      `  request:  ${f.request.method} ${preview(f.request.url, 300)} from ${f.request.remoteAddress}`,
      `  headers:  ${headers.join(', ')}`,
      `  body:     ${preview(f.request.payload)}`,
      `  answer:   ${f.status} in ${Math.round(f.ms)} ms ${preview(f.body, 300)}`,
    ].join('\n');
  });
  const more = findings.length > 15 ? `\n… and ${findings.length - 15} more` : '';
  return (
    `${findings.length} bad answer(s) from ${keyOf(op)} (seed ${SEED}; replay: FUZZ_SEED=${SEED} FUZZ_ONLY='${keyOf(op)}' ` +
    `TZ=UTC npx vitest run --project api openapi-fuzz)\n${lines.join('\n')}${more}`
  );
}

let requestsSent = 0;
afterAll(() => {
  if (VERBOSE) console.log(`${requestsSent} requests sent`);
});

async function send(request: Omit<FuzzRequest, 'kind'> & { kind?: string }) {
  requestsSent++;
  const started = performance.now();
  const res = await ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    remoteAddress: request.remoteAddress,
  });
  return { status: res.statusCode, body: res.body, ms: performance.now() - started };
}

/** Whether a body is the API's envelope: JSON with a boolean `success` (and a message when it failed). */
function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { success?: unknown; message?: unknown };
    return parsed.success === true || (parsed.success === false && typeof parsed.message === 'string');
  } catch {
    return false;
  }
}

/**
 * What is wrong with an answer, or null: a 5xx (other than a declared upstream failure), a slow
 * answer, or one that is not the envelope (a framework's own error shape leaking through).
 */
function problemWith(op: FuzzOperation, answer: { status: number; body: string; ms: number }): string | null {
  if (answer.status >= 500 && answer.status !== UPSTREAM_STATUS[keyOf(op)]) return `status ${answer.status}`;
  if (answer.ms > SLOW_REQUEST_MS) return `took ${Math.round(answer.ms)} ms`;
  // a documented file (CSV export, voucher) succeeds with the file; its failures are still envelopes
  if (op.fileAnswer && answer.status >= 200 && answer.status < 300) return null;
  if (!isEnvelope(answer.body)) return `status ${answer.status} without the envelope`;
  return null;
}

/** Health must answer quickly between batches, and no payload may have reached Object.prototype. */
async function checkAlive(findings: Finding[], after: FuzzRequest | undefined): Promise<void> {
  const health = await send({ method: 'GET', url: '/api/health', headers: {}, remoteAddress: '127.0.0.1' });
  if (health.status !== 200 || health.ms > 1_000) {
    findings.push({
      problem: `health answered ${health.status} in ${Math.round(health.ms)} ms after this request`,
      request: after!,
      ...health,
    });
  }
  if (POLLUTION_MARKER in Object.prototype) {
    findings.push({
      problem: 'Object.prototype polluted after this request',
      request: after!,
      status: 0,
      body: '',
      ms: 0,
    });
    delete (Object.prototype as Record<string, unknown>)[POLLUTION_MARKER];
  }
}

/** The admin session must survive the fuzzing of other operations (a logout or reset may end it). */
async function ensureSession(): Promise<void> {
  const me = await send({
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie },
    remoteAddress: '127.0.0.1',
  });
  if (me.status !== 200) cookie = await adminCookie(ctx, 'fuzz-admin');
}

const bases = new Map<string, Promise<OperationBase>>();

/** The body every mutation starts from, learned once per operation. */
function baseFor(op: FuzzOperation, findings: Finding[]): Promise<OperationBase> {
  let base = bases.get(keyOf(op));
  if (!base) {
    base = learnBase(op, findings);
    bases.set(keyOf(op), base);
  }
  return base;
}

/**
 * The schema's valid sample, corrected by what the app's 422 answers say. An update that takes
 * every field as optional names none of them, so it borrows the body of the create operation on
 * its collection (`PUT /x/{id}` ← `POST /x`).
 */
async function learnBase(op: FuzzOperation, findings: Finding[]): Promise<OperationBase> {
  const start = (op.bodySchema ? validValue(op.bodySchema) : {}) as JsonObject;
  const schemaFields = Object.keys(op.bodySchema ? (mainBranch(op.bodySchema).properties ?? {}) : {});
  const base: OperationBase = { op, body: start, fields: schemaFields, files, listFields };
  if (op.method === 'GET') return base;
  let probe = 0;
  const learned = await learnBody(start, async (body) => {
    const request: FuzzRequest = {
      method: op.method,
      url: fillPath(op.path, basePathValues(op)) + queryString(baseQuery(op)),
      headers: { 'content-type': 'application/json', ...(op.admin ? { cookie } : {}) },
      payload: JSON.stringify(body),
      remoteAddress: `10.254.${probe >> 8}.${probe++ & 0xff || 1}`,
      kind: 'learning the body from 422 answers',
    };
    const answer = await send(request);
    const problem = problemWith(op, answer);
    if (problem) findings.push({ problem, request, ...answer });
    if (answer.status !== 422) return [];
    const errors = (JSON.parse(answer.body) as { errors?: Record<string, unknown> }).errors;
    return Object.keys(errors ?? {});
  });
  const fields = [...new Set([...schemaFields, ...learned.fields])];
  const create = allOperations.get(`POST ${op.path.replace(/\/\{[^}]+\}$/, '')}`);
  if (fields.length === 0 && op.method !== 'DELETE' && create && create !== op) {
    const borrowed = await baseFor(create, findings);
    return { ...base, body: borrowed.body, fields: borrowed.fields };
  }
  return { ...base, body: learned.body, fields };
}

describe(`OpenAPI fuzz (seed ${SEED})`, () => {
  test('the document lists the operations, back-office ones included', () => {
    expect(operations.length).toBeGreaterThan(ONLY ? 0 : 50);
    // Staff-only files (ticket images under /uploads) are not API operations and are not documented.
    const adminApiRoutes = ctx.app.deps.adminRoutes.filter((r) => r.url.startsWith('/api/'));
    if (!ONLY) expect(operations.filter((op) => op.admin).length).toBe(adminApiRoutes.length);
  });

  for (const op of operations) {
    test(keyOf(op), { timeout: 60_000 }, async () => {
      const findings: Finding[] = [];
      if (op.admin) await ensureSession();
      const rng = createRng(deriveSeed(SEED, keyOf(op)));
      const base = await baseFor(op, findings);
      const count = op.method === 'GET' ? CASES_PER_READ : CASES_PER_WRITE;
      expect(caseKindsFor(op).length).toBeLessThanOrEqual(count);
      const statuses: Record<number, number> = {};
      let slowest = { ms: 0, kind: '' };
      for (let i = 0; i < count; i++) {
        const request = makeRequest(base, rng, i, op.admin ? cookie : undefined);
        const answer = await send(request);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.ms > slowest.ms) slowest = { ms: answer.ms, kind: request.kind };
        if (VERBOSE > 1) console.log(answer.status, Math.round(answer.ms), request.kind);
        const problem = problemWith(op, answer);
        if (problem) findings.push({ problem, request, ...answer });
        if (i % BATCH === BATCH - 1 || i === count - 1) await checkAlive(findings, request);
      }
      if (VERBOSE) {
        console.log(
          `${keyOf(op)} ${JSON.stringify(statuses)} slowest ${Math.round(slowest.ms)} ms (${slowest.kind})`,
        );
        console.log(`  base ${preview(JSON.stringify(base.body), 400)} fields: ${base.fields.join(' ')}`);
      }
      if (findings.length > 0) expect.fail(report(op, findings));
    });
  }
});
