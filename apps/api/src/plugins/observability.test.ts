import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';
import { airportBookingBody, insertTransferFixture, type Fixture } from '../test/transfer-fixtures.js';

/**
 * Decision 030 on either database (this file runs in both API tiers): Prometheus metrics at
 * /metrics behind METRICS_TOKEN, and an X-Request-Id on every answer and in every log line.
 */
const TOKEN = 'scrape-token-0123456789abcdef';

/** Log lines the app writes, parsed (pino writes one JSON object per line). */
const lines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };

let ctx: TestContext;
let fx: Fixture;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, METRICS_TOKEN: TOKEN }, logStream });
  fx = await insertTransferFixture(ctx.db);
  cookie = await signIn(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const scrape = async () => {
  const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
/** The value of one sample line, e.g. `riviera_bookings_created_total{kind="transfer"}`. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('is refused without the token, or with another one', async () => {
    const none = await ctx.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('riviera_');
  });

  it('after a booking, shows the booking counter, the outbox gauges and the latency by route pattern', async () => {
    const before = await scrape();
    expect(sample(before, 'riviera_mail_outbox_depth')).toBe(0);
    const booked = await ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: airportBookingBody(fx), headers: { 'idempotency-key': 'metrics-1' } });
    expect(booked.statusCode).toBe(201);
    // The same key again is a replay: the same answer, no second booking, nothing counted.
    const replay = await ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: airportBookingBody(fx), headers: { 'idempotency-key': 'metrics-1' } });
    expect(replay.statusCode).toBe(201);
    const { booking_id: id } = json<{ data: { booking_id: number } }>(booked).data;
    const read = await ctx.app.inject({ url: `/api/bookings/${id}`, headers: { cookie } });
    expect(read.statusCode).toBe(200);

    const text = await scrape();
    expect(sample(text, 'riviera_bookings_created_total{kind="transfer"}')).toBe(1);
    // The booking queued its mails (customer and operator); no SMTP here, so they wait.
    expect(sample(text, 'riviera_mail_outbox_depth')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'riviera_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'riviera_mail_failed')).toBe(0);
    // Latency is labelled by the route's pattern, never by the URL asked for.
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/bookings/:id",status_code="200"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="POST",route="/api/bookings",status_code="201"} 2');
    expect(text).not.toContain(`/api/bookings/${id}"`);
    expect(text).toMatch(/^riviera_cache_hits_total\{cache="public"\} \d+$/m);
    expect(text).toMatch(/^riviera_cache_loads_total\{cache="pages"\} \d+$/m);
    // The process's own figures; the pool's only where there is one (PostgreSQL).
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    if (ctx.dialect === 'postgres') expect(text).toMatch(/^riviera_db_pool_connections\{state="open"\} \d+$/m);
    else expect(text).not.toContain('riviera_db_pool_connections');
  });

  it('files every unknown address under one label, so visitors cannot grow the series', async () => {
    for (const n of [1, 2, 3]) expect((await ctx.app.inject({ url: `/api/no-such-thing-${n}` })).statusCode).toBe(404);
    const text = await scrape();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"} 3');
    expect(text).not.toContain('no-such-thing');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is not there at all', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const res = await bare.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything-at-all-123' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('riviera_');
    } finally {
      await bare.close();
    }
  });
});

describe('x-request-id', () => {
  it('is on every answer, and the id of a failing request is in its log lines', async () => {
    lines.length = 0;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: airportBookingBody(fx, { passengers: 0 }) });
    expect(res.statusCode).toBe(422);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const own = lines.filter((l) => l.reqId === id);
    // Fastify's "incoming request" and "request completed" lines, the latter with the 422.
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.some((l) => (l.res as { statusCode?: number } | undefined)?.statusCode === 422)).toBe(true);
    // Each answer its own id.
    const other = await ctx.app.inject({ url: '/api/health' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('a server error logs its error line with the id the answer carries', async () => {
    lines.length = 0;
    // A route that fails inside: a database query on a table this test removed.
    await ctx.db.schema.alterTable('task_runs').renameTo('task_runs_away').execute();
    try {
      const res = await ctx.app.inject({ url: '/api/dashboard/operations', headers: { cookie } });
      expect(res.statusCode).toBe(500);
      const id = res.headers['x-request-id'];
      const errorLine = lines.find((l) => l.msg === 'unhandled error');
      expect(errorLine?.reqId).toBe(id);
    } finally {
      await ctx.db.schema.alterTable('task_runs_away').renameTo('task_runs').execute();
    }
  });

  it('ignores a client’s own X-Request-Id without a trusted proxy', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'chosen-by-the-visitor' } });
    expect(res.headers['x-request-id']).not.toBe('chosen-by-the-visitor');
  });
});

describe('x-request-id behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestContext;
  const proxyLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    proxied = await createTestApp({
      seed: false,
      env: { TRUST_PROXY: '1' },
      logStream: { write: (line: string) => void proxyLines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('keeps the proxy’s id (nginx’s $request_id) on the answer and in the log line', async () => {
    const nginxId = '0f6c3b2a9d8e7f60a1b2c3d4e5f60718';
    const res = await proxied.app.inject({ url: '/api/no-such-thing', headers: { 'x-request-id': nginxId } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe(nginxId);
    expect(proxyLines.some((l) => l.reqId === nginxId && (l.res as { statusCode?: number } | undefined)?.statusCode === 404)).toBe(true);
  });

  it('replaces an id that could carry text into the logs', async () => {
    const res = await proxied.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\twith "quotes"' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
