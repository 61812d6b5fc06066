import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/kysely.js';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import {
  airportBookingBody,
  dayFromToday,
  insertTransferFixture,
  type Fixture,
} from '../../test/transfer-fixtures.js';

/**
 * The live board's event stream (issue 26 item 3, decision 039) over a real socket: a driver's tap
 * and a staff assignment reach an open stream; who may open one; the cap; the session rechecked by
 * the heartbeat; streams ended at shutdown. With PostgreSQL (with-postgres.sh) a second app
 * instance over the same database hears a tap made on the first (LISTEN/NOTIFY).
 */
const HEARTBEAT_MS = 150;
const MAX_STREAMS = 4;
let ctx: TestContext;
let fx: Fixture;
let cookie: string;
let opsCookie: string;
let base: string;
let closed = false;
beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    env: {
      ...TEST_ADMIN_ENV,
      LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS),
      LIVE_STREAMS_MAX: String(MAX_STREAMS),
    },
  });
  fx = await insertTransferFixture(ctx.db);
  cookie = await signIn(ctx.app);
  const created = await admin('POST', '/api/admin/users', {
    username: 'operasyon-canli',
    password: 'operasyon-sifre',
    role: 'operations',
  });
  expect(created.statusCode, created.body).toBe(200);
  opsCookie = await signIn(ctx.app, { username: 'operasyon-canli', password: 'operasyon-sifre' });
  base = await listen(ctx.app);
});
afterAll(async () => {
  if (!closed) await ctx.close();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, app = ctx.app) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: Record<string, unknown>[];
  /** the raw text received, heartbeats included */
  text: () => string;
  ended: Promise<void>;
  waitFor(pred: (e: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** Opens the stream as a browser's EventSource does; resolves once the answer's head arrived. */
function openStream(origin: string, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}/api/admin/operations/live`, {
      headers: { accept: 'text/event-stream', ...headers },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      const events: Record<string, unknown>[] = [];
      const waiters = new Set<() => void>();
      let endedResolve: () => void;
      const ended = new Promise<void>((r) => (endedResolve = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        const blocks = text.split('\n\n');
        events.length = 0;
        for (const block of blocks) {
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (block.includes('event: board') && data)
            events.push(JSON.parse(data.slice(6)) as Record<string, unknown>);
        }
        for (const w of waiters) w();
      });
      res.on('close', () => endedResolve());
      res.on('error', () => endedResolve());
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        text: () => text,
        ended,
        waitFor(pred, ms = 5_000) {
          return new Promise((ok, fail) => {
            const check = () => {
              const hit = events.find(pred);
              if (!hit) return;
              clearTimeout(timer);
              waiters.delete(check);
              ok(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no such event within ${ms} ms; got ${JSON.stringify(events)}`));
            }, ms);
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
  });
}

let seq = 20;
/** A driver with one booked, assigned job on `date` and a share link for that day. */
async function driverWithJob(name: string, app = ctx.app, date = dayFromToday(1)) {
  const driver = json<{ data: { id: number } }>(
    await admin('POST', '/api/admin/drivers', { name, phone: `+90 532 000 01 ${seq++}` }, app),
  ).data.id;
  const booked = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: `10.9.0.${seq}`,
    payload: airportBookingBody(fx, {
      pickup_date: date,
      pickup_time: '11:00',
      customer_first_name: name.split(' ')[0],
    }),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const pnr = json<{ data: { pnr_code: string } }>(booked).data.pnr_code;
  const jobs = json<{ data: { jobs: { id: number; pnr: string }[] } }>(
    await admin('GET', `/api/admin/operations/jobs?date=${date}`, undefined, app),
  ).data.jobs;
  const job = jobs.find((j) => j.pnr === pnr)!.id;
  const assigned = await admin(
    'PUT',
    `/api/admin/operations/jobs/${job}/assignment`,
    { driver_id: driver, vehicle_id: null, note: null },
    app,
  );
  expect(assigned.statusCode, assigned.body).toBe(200);
  const link = await admin('POST', '/api/admin/operations/run-links', { driver_id: driver, date }, app);
  const token = json<{ data: { token: string } }>(link).data.token;
  return { driver, job, token, date, pnr };
}

const tap = (app: FastifyInstance, token: string, job: number, status: string) =>
  app.inject({
    method: 'POST',
    url: `/api/driver-runs/${token}/jobs/${job}/status`,
    payload: { status, client_id: randomUUID() },
  });

describe('the live board stream', () => {
  it("delivers a driver's tap with its job, day, status and the server's time, and a staff change", async () => {
    const d = await driverWithJob('Canlı Kemal');
    const stream = await openStream(base, { cookie });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // never compressed or held back by a proxy
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    const res = await tap(ctx.app, d.token, d.job, 'on_the_way');
    expect(res.statusCode, res.body).toBe(200);
    const at = json<{ data: { at: string } }>(res).data.at;
    const event = await stream.waitFor((e) => e.kind === 'trip_status' && e.job_id === d.job);
    expect(event).toEqual({ kind: 'trip_status', job_id: d.job, date: d.date, status: 'on_the_way', at });
    // staff unassign the job: open boards are told to refetch
    const before = stream.events.length;
    const un = await admin('PUT', `/api/admin/operations/jobs/${d.job}/assignment`, {
      driver_id: null,
      vehicle_id: null,
      note: null,
    });
    expect(un.statusCode).toBe(200);
    await stream.waitFor((e) => e.kind === 'changed' && stream.events.indexOf(e) >= before);
    // heartbeats keep a silent connection alive through proxies
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 2));
    expect(stream.text()).toContain(': heartbeat');
    stream.close();
  });

  it("is open to Operasyon as to Yönetici, answers 401 without a session and to a driver's link", async () => {
    const ops = await openStream(base, { cookie: opsCookie });
    expect(ops.status).toBe(200);
    ops.close();
    const anonymous = await ctx.app.inject({
      url: '/api/admin/operations/live',
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous).success).toBe(false);
    // the driver's token opens his own page and nothing of the back office
    const d = await driverWithJob('Canlı Sürücü');
    for (const headers of [
      { accept: 'text/event-stream', authorization: `Bearer ${d.token}` },
      { accept: 'text/event-stream', cookie: `riviera_session=${d.token}` },
    ]) {
      const res = await ctx.app.inject({ url: `/api/admin/operations/live?token=${d.token}`, headers });
      expect(res.statusCode).toBe(401);
    }
    // a plain request (not an EventSource) is told what the address is for
    const plain = await ctx.app.inject({ url: '/api/admin/operations/live', headers: { cookie } });
    expect(plain.statusCode).toBe(406);
    expect(json(plain).message).toBe('Bu adres yalnızca canlı olay akışı (text/event-stream) verir');
  });

  it('ends the stream at the next heartbeat once the session is signed out', async () => {
    const own = await signIn(ctx.app);
    const stream = await openStream(base, { cookie: own });
    expect(stream.status).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: own } });
    expect(out.statusCode).toBe(200);
    await Promise.race([
      stream.ended,
      new Promise((_, fail) => setTimeout(() => fail(new Error('stream still open')), HEARTBEAT_MS * 20)),
    ]);
  });

  it('holds at most LIVE_STREAMS_MAX open on an instance, then answers 503 with Retry-After', async () => {
    const open: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS; i++)
      open.push(await openStream(base, { cookie: i % 2 ? cookie : opsCookie }));
    expect(open.map((s) => s.status)).toEqual(Array(MAX_STREAMS).fill(200));
    const over = await openStream(base, { cookie });
    expect(over.status).toBe(503);
    expect(over.headers['retry-after']).toBe('10');
    // a closed one makes room again
    open.pop()!.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await openStream(base, { cookie });
    expect(again.status).toBe(200);
    for (const s of [...open, again]) s.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(ctx.app.deps.liveStreams.size).toBe(0);
  });

  it.runIf(ctx_isPostgres())(
    'reaches a board on another instance over the same PostgreSQL (tap on A, event on B)',
    async () => {
      const other = await secondInstance(ctx);
      try {
        const bCookie = await signIn(other.app);
        const onB = await openStream(other.base, { cookie: bCookie });
        expect(onB.status).toBe(200);
        const d = await driverWithJob('İki Örnek');
        const res = await tap(ctx.app, d.token, d.job, 'on_the_way');
        expect(res.statusCode, res.body).toBe(200);
        const at = json<{ data: { at: string } }>(res).data.at;
        expect(await onB.waitFor((e) => e.kind === 'trip_status' && e.job_id === d.job)).toEqual({
          kind: 'trip_status',
          job_id: d.job,
          date: d.date,
          status: 'on_the_way',
          at,
        });
        // and a tap on B reaches a board on A, each once
        const onA = await openStream(base, { cookie });
        expect((await tap(other.app, d.token, d.job, 'on_board')).statusCode).toBe(200);
        await onA.waitFor((e) => e.kind === 'trip_status' && e.status === 'on_board');
        await onB.waitFor((e) => e.kind === 'trip_status' && e.status === 'on_board');
        await new Promise((r) => setTimeout(r, 300));
        expect(onA.events.filter((e) => e.status === 'on_board')).toHaveLength(1);
        expect(onB.events.filter((e) => e.status === 'on_board')).toHaveLength(1);
        // a staff change on A: the board on B refetches
        const before = onB.events.length;
        await admin('PUT', `/api/admin/operations/jobs/${d.job}/assignment`, {
          driver_id: d.driver,
          vehicle_id: null,
          note: 'Tabela',
        });
        await onB.waitFor((e) => e.kind === 'changed' && onB.events.indexOf(e) >= before);
        onA.close();
        onB.close();
      } finally {
        await other.close();
      }
    },
  );

  it("shows the customer's look-up and manage view the driver's status once he set off, with the server's time", async () => {
    const d = await driverWithJob('Müşteri Görür');
    const lookUp = async () =>
      json<{ data: { trip: unknown } }>(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/bookings/search-by-pnr',
          remoteAddress: `10.9.1.${seq++}`,
          payload: { pnr_code: d.pnr },
        }),
      ).data.trip;
    const manage = async () =>
      json<{ data: { trip: unknown } }>(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/bookings/manage',
          remoteAddress: `10.9.2.${seq++}`,
          payload: { pnr_code: d.pnr, email: 'ayse.yilmaz@example.com' },
        }),
      ).data.trip;
    expect(await lookUp()).toBeNull();
    expect(await manage()).toBeNull();
    const set = json<{ data: { at: string } }>(await tap(ctx.app, d.token, d.job, 'on_the_way')).data.at;
    expect(await lookUp()).toEqual({ leg: 'outbound', status: 'on_the_way', at: set });
    const waiting = json<{ data: { at: string } }>(await tap(ctx.app, d.token, d.job, 'at_pickup')).data.at;
    expect(await manage()).toEqual({ leg: 'outbound', status: 'at_pickup', at: waiting });
  });

  it('ends every open stream when the server shuts down, so it stops at once', async () => {
    const stream = await openStream(base, { cookie });
    expect(stream.status).toBe(200);
    const started = Date.now();
    closed = true;
    await ctx.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

function ctx_isPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL);
}

/** Another API instance on the first one's database, with its own pool, listener and data folder. */
async function secondInstance(first: TestContext) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-live-b-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_MODE: 'false',
    LOG_LEVEL: 'silent',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    DATABASE_URL: first.config.databaseUrl!,
    ...TEST_ADMIN_ENV,
  });
  const handle = openDatabase(config);
  const app = await buildApp({ config, db: handle.db, dialect: handle.dialect, logger: false });
  await app.ready();
  const origin = await listen(app);
  return {
    app,
    base: origin,
    async close() {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
