import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { airportBookingBody, dayFromToday, insertTransferFixture, type Fixture } from '../../test/transfer-fixtures.js';

/**
 * Issue 28 item 1: a person's data leaves every copy. The booking is made as a visitor makes it
 * (with an idempotency key), noted and dispatched by staff, and a second booking of the same person
 * is deleted by staff (its snapshot stays in the audit log). After the erasure, every column listed
 * below holds none of the person's values, no other column of any table does either, a replayed
 * idempotency key no longer answers with them, and on SQLite the database file's bytes after a
 * checkpoint contain none of them (secure_delete).
 */

/** Every table and column that can hold a person's data, and how the erasure leaves it. */
const PERSONAL_COLUMNS: Record<string, string[]> = {
  bookings: [
    'customer_first_name',
    'customer_last_name',
    'customer_email',
    'customer_phone',
    'identity_number',
    'company',
    'flight_code',
    'hotel_name',
    'main_passenger_name',
    'main_passenger_phone',
    'special_requests',
    'ticket_image',
    'read_token_hash',
  ],
  booking_guests: ['first_name', 'last_name', 'identity_number'],
  internal_notes: ['body'],
  dispatch_jobs: ['note'],
  mail_outbox: ['to_address', 'note', 'last_error'],
  audit_log: ['before_json', 'after_json'],
  idempotency_keys: ['response_json'],
  tour_reservations: ['customer_name', 'customer_surname', 'customer_email', 'customer_phone', 'special_requests'],
};

/**
 * Listed columns this flow leaves empty or fills with no words of the person: a token's hash, a
 * ticket file's path, what the mail sender writes once it runs, a change request's note (covered by
 * personal-data.test.ts), and tour reservations (the retention test covers them).
 */
const NOT_FILLED_HERE = new Set([
  'bookings.read_token_hash',
  'bookings.ticket_image',
  'mail_outbox.to_address',
  'mail_outbox.note',
  'mail_outbox.last_error',
  ...PERSONAL_COLUMNS.tour_reservations!.map((c) => `tour_reservations.${c}`),
]);

// Values no seed or fixture holds, so finding one anywhere means it was not erased.
const PERSON = {
  first: 'Zümrütqx',
  last: 'Karaçamqx',
  email: 'zumrut.qx7@example.net',
  phone: '532 987 65 43',
  e164: '5329876543',
  identity: 'QX90817263',
  company: 'Qxcompany Ltd',
  hotel: 'Qxhotel Resort',
  flight: 'QX4417',
  requests: 'Qxrequest: bebek koltuğu',
  guestFirst: 'Qxguestfirst',
  guestLast: 'Qxguestlast',
  guestIdentity: 'QXG556677',
  mainName: 'Qxmain Yolcu',
  note: 'Qxnote: arka kapıdan alın',
  jobNote: 'Qxjob: Zümrütqx’i ara',
};
const MARKERS = [PERSON.first, PERSON.last, PERSON.email, PERSON.e164, '5321112233', PERSON.identity, PERSON.company, PERSON.hotel, PERSON.flight, 'Qxrequest', PERSON.guestFirst, PERSON.guestLast, PERSON.guestIdentity, 'Qxmain', 'Qxnote', 'Qxjob'];

let ctx: TestContext;
let fx: Fixture;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, TRUST_PROXY: '1' } });
  fx = await insertTransferFixture(ctx.db);
  cookie = await signIn(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const body = (over: Record<string, unknown> = {}) =>
  airportBookingBody(fx, {
    customer_first_name: PERSON.first,
    customer_last_name: PERSON.last,
    customer_email: PERSON.email,
    customer_phone: PERSON.phone,
    identity_number: PERSON.identity,
    company: PERSON.company,
    hotel_name: PERSON.hotel,
    flight_code: PERSON.flight,
    special_requests: PERSON.requests,
    guests: [{ name: PERSON.guestFirst, surname: PERSON.guestLast, identity_number: PERSON.guestIdentity }],
    main_passenger: { name: PERSON.mainName, phone: '532 111 22 33' },
    ...over,
  });

const book = (payload: Record<string, unknown>, key: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': key, 'x-forwarded-for': ip }, payload });

/** Every row of every table of the database, as one text (what an inspector dumping it would read). */
async function wholeDatabase(): Promise<string> {
  const tables =
    ctx.dialect === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(ctx.db)).rows
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(ctx.db)).rows;
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(ctx.db)).rows;
    parts.push(`${name}:${JSON.stringify(rows, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('latin1') : v))}`);
  }
  return parts.join('\n');
}

describe('erasure reaches every copy (issue 28)', () => {
  it('lists every personal column, each held before and none after; no table keeps a value; replays and file bytes neither', async () => {
    // a booking as a visitor makes it, replayable by its key
    const made = await book(body({ pickup_date: dayFromToday(-3 + 10) }), 'qx-key-kept', '10.28.1.1');
    expect(made.statusCode, made.body).toBe(201);
    const kept = json<{ data: { booking_id: number; pnr_code: string } }>(made).data;
    // the same person's second booking, deleted by staff: its snapshot stays in the audit log
    const other = await book(body({ pickup_date: dayFromToday(12) }), 'qx-key-deleted', '10.28.1.2');
    expect(other.statusCode, other.body).toBe(201);
    const deletedId = json<{ data: { booking_id: number } }>(other).data.booking_id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/bookings/${deletedId}`, headers: { cookie } })).statusCode).toBe(200);
    // staff write a note and a driver's note
    const note = await ctx.app.inject({ method: 'POST', url: `/api/admin/bookings/${kept.booking_id}/notes`, headers: { cookie }, payload: { body: PERSON.note } });
    expect(note.statusCode, note.body).toBeLessThan(300);
    const job = await ctx.db.selectFrom('dispatch_jobs').select('id').where('booking_id', '=', kept.booking_id).executeTakeFirstOrThrow();
    const jobNote = await ctx.app.inject({ method: 'PUT', url: `/api/admin/operations/jobs/${job.id}/assignment`, headers: { cookie }, payload: { driver_id: null, vehicle_id: null, note: PERSON.jobNote } });
    expect(jobNote.statusCode, jobNote.body).toBe(200);
    // the trip is done: erasing needs no cancellation
    await ctx.db.updateTable('bookings').set({ status: 'completed' }).where('id', '=', kept.booking_id).execute();

    // before: every listed column holds the person somewhere, so the list is not a list of empties
    const holding = async (table: string, column: string) =>
      (await sql<{ v: string | null }>`select ${sql.ref(column)} as v from ${sql.table(table)}`.execute(ctx.db)).rows.map((r) => r.v ?? '').join('\n');
    const before = await wholeDatabase();
    for (const m of MARKERS) expect(before, m).toContain(m);
    for (const [table, columns] of Object.entries(PERSONAL_COLUMNS)) {
      for (const column of columns) {
        if (NOT_FILLED_HERE.has(`${table}.${column}`)) continue;
        const text = await holding(table, column);
        expect(MARKERS.some((m) => text.includes(m)), `${table}.${column}`).toBe(true);
      }
    }

    const lookup = await ctx.app.inject({ url: `/api/admin/personal-data?email=${encodeURIComponent(PERSON.email.toUpperCase())}`, headers: { cookie } });
    expect(json<{ data: { counts: Record<string, number> } }>(lookup).data.counts).toMatchObject({ bookings: 1, deleted_records: 1 });
    const exported = await ctx.app.inject({ url: `/api/admin/personal-data/export.json?email=${encodeURIComponent(PERSON.email)}`, headers: { cookie } });
    const doc = JSON.parse(exported.body) as { deleted_records: { entity: string; snapshot: { customer: { email: string } } }[] };
    expect(doc.deleted_records).toHaveLength(1);
    expect(doc.deleted_records[0]!.snapshot.customer.email).toBe(PERSON.email);

    const erased = await ctx.app.inject({ method: 'POST', url: '/api/admin/personal-data/anonymise', headers: { cookie }, payload: { email: PERSON.email } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(json(erased)).toMatchObject({ data: { bookings: 1, deleted_snapshots: 1 } });

    // after: no listed column, and no column of any table, holds any of the person's values
    for (const [table, columns] of Object.entries(PERSONAL_COLUMNS)) {
      for (const column of columns) {
        const text = await holding(table, column);
        for (const m of MARKERS) expect(text, `${table}.${column}: ${m}`).not.toContain(m);
      }
    }
    const after = await wholeDatabase();
    for (const m of MARKERS) expect(after, m).not.toContain(m);
    const found = await ctx.app.inject({ url: `/api/admin/personal-data?email=${encodeURIComponent(PERSON.email)}`, headers: { cookie } });
    expect(json<{ data: { counts: Record<string, number> } }>(found).data.counts).toMatchObject({ bookings: 0, deleted_records: 0 });

    // replaying the booking's key answers no personal data and books nothing twice
    const count = async () => Number((await ctx.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await count();
    const replay = await book(body({ pickup_date: dayFromToday(7) }), 'qx-key-kept', '10.28.1.1');
    expect(replay.statusCode, replay.body).toBe(410);
    expect(json(replay).message).toBe("Bu rezervasyonun kişisel verileri silindi");
    for (const m of MARKERS) expect(replay.body).not.toContain(m);
    expect(await count()).toBe(rows);

    // the SQLite file's bytes after a checkpoint: deleted text does not linger in free pages
    if (ctx.dialect === 'sqlite') {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(ctx.db);
      const file = fs.readFileSync(path.join(ctx.config.dataDir, 'app.db'));
      for (const m of MARKERS) expect(file.includes(Buffer.from(m, 'utf8')), `file bytes: ${m}`).toBe(false);
    }
  });
});

describe('erasing a person with a trip still to come (issue 28 item 2)', () => {
  it('refuses, naming tomorrow’s trip, and changes nothing; erases once the same request cancels it', async () => {
    const email = 'yarin.yolcu@example.org';
    const tomorrow = dayFromToday(1);
    const made = await book(body({ customer_email: email, pickup_date: tomorrow, pickup_time: '08:00' }), 'qx-tomorrow', '10.28.2.1');
    expect(made.statusCode, made.body).toBe(201);
    const { booking_id: id, pnr_code: pnr } = json<{ data: { booking_id: number; pnr_code: string } }>(made).data;
    await ctx.db.updateTable('bookings').set({ status: 'confirmed' }).where('id', '=', id).execute();
    // a cancelled future trip and a past one need nothing
    const cancelled = await book(body({ customer_email: email, pickup_date: dayFromToday(20) }), 'qx-cancelled', '10.28.2.2');
    await ctx.db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', json<{ data: { booking_id: number } }>(cancelled).data.booking_id).execute();

    const summary = json<{ data: { records: { pnr_code: string; upcoming: boolean; trip_time: string | null }[] } }>(
      await ctx.app.inject({ url: `/api/admin/personal-data?email=${encodeURIComponent(email)}`, headers: { cookie } }),
    ).data;
    expect(summary.records.filter((r) => r.upcoming).map((r) => [r.pnr_code, r.trip_time])).toEqual([[pnr, '08:00']]);

    const refused = await ctx.app.inject({ method: 'POST', url: '/api/admin/personal-data/anonymise', headers: { cookie }, payload: { email } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('Bu kişinin iptal edilmemiş gelecek yolculukları var; silmeden önce iptal edilmeleri gerekir');
    const [y, m, d] = tomorrow.split('-');
    expect(json(refused).errors?.upcoming).toEqual([`${pnr} · ${d}.${m}.${y} 08:00 · Antalya Havalimanı (AYT) → Kemer`]);
    const untouched = await ctx.db.selectFrom('bookings').select(['customer_first_name', 'status', 'anonymised_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(untouched).toEqual({ customer_first_name: PERSON.first, status: 'confirmed', anonymised_at: null });

    const erased = await ctx.app.inject({ method: 'POST', url: '/api/admin/personal-data/anonymise', headers: { cookie }, payload: { email, cancel_upcoming: true } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(json(erased)).toMatchObject({ data: { bookings: 2, cancelled: 1 } });
    const after = await ctx.db.selectFrom('bookings').select(['customer_first_name', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ customer_first_name: 'Anonim', status: 'cancelled' });
    const audit = await ctx.db.selectFrom('audit_log').select(['after_json']).where('entity', '=', 'booking').where('entity_id', '=', String(id)).where('action', '=', 'status').execute();
    expect(audit.map((a) => JSON.parse(a.after_json!) as unknown)).toEqual([{ pnr_code: pnr, status: 'cancelled', reason: 'personal_data_erasure' }]);
  });
});

describe('retention reaches the snapshots of deleted bookings (issue 28 item 1)', () => {
  it('scrubs a deleted booking’s snapshot once its trip is past the retention period, and leaves a recent one', async () => {
    const old = await book(body({ customer_email: 'eski.silinen@example.org' }), 'qx-old-deleted', '10.28.3.1');
    const recent = await book(body({ customer_email: 'yeni.silinen@example.org' }), 'qx-recent-deleted', '10.28.3.2');
    const oldId = json<{ data: { booking_id: number } }>(old).data.booking_id;
    const recentId = json<{ data: { booking_id: number } }>(recent).data.booking_id;
    // the old one's trip was years ago (the public form refuses past dates, so the test writes it)
    await ctx.db.updateTable('bookings').set({ pickup_date: '2021-04-04', return_date: null }).where('id', '=', oldId).execute();
    for (const id of [oldId, recentId]) expect((await ctx.app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: { cookie } })).statusCode).toBe(200);
    const snapshot = async (id: number) =>
      (await ctx.db.selectFrom('audit_log').select('before_json').where('action', '=', 'delete').where('entity', '=', 'booking').where('entity_id', '=', String(id)).executeTakeFirstOrThrow()).before_json!;
    expect(await snapshot(oldId)).toContain('eski.silinen@example.org');

    const run = await ctx.app.inject({ method: 'POST', url: '/api/admin/retention/run', headers: { cookie } });
    expect(run.statusCode, run.body).toBe(200);
    expect(json(run)).toMatchObject({ data: { deleted_snapshots: 1 } });
    const scrubbed = await snapshot(oldId);
    for (const m of ['eski.silinen', PERSON.first, PERSON.last, PERSON.hotel, PERSON.flight, PERSON.e164, PERSON.company]) expect(scrubbed, m).not.toContain(m);
    expect(JSON.parse(scrubbed)).toMatchObject({ pickup_date: '2021-04-04', customer: null });
    expect(await snapshot(recentId)).toContain('yeni.silinen@example.org');
    // a second run finds nothing more
    expect(json(await ctx.app.inject({ method: 'POST', url: '/api/admin/retention/run', headers: { cookie } }))).toMatchObject({ data: { deleted_snapshots: 0 } });
  });
});
