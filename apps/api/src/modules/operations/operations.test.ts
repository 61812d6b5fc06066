import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/kysely.js';
import { migrateToLatest, migrationsFor } from '../../db/migrate.js';
import { openStaffApp, type StaffApp } from '../../test/staff-app.js';
import { insertBooking, insertTour, insertTourReservation } from '../../test/factories.js';
import { syncJobsOfBooking } from './jobs.hooks.js';
import { jobsRepository } from './jobs.repository.js';
import { createEmptyDatabase, json } from '../../test/test-app.js';
import { FIX, airportBookingBody, dayFromToday } from '../../test/transfer-fixtures.js';

let { ctx, fx, cookie } = {} as StaffApp;
let ip = 0;
beforeAll(async () => void ({ ctx, fx, cookie } = await openStaffApp()));
afterAll(() => ctx.close());

interface Job {
  id: number;
  leg: string;
  date: string;
  time: string | null;
  pnr: string;
  status: string;
  from: string;
  to: string;
  flight_code: string | null;
  flight_time: string | null;
  adults: number;
  children: number;
  extras: string[];
  customer_phone: string;
  driver: { id: number; name: string } | null;
  vehicle: { id: number; capacity: number } | null;
  note: string | null;
}
interface Day {
  date: string;
  counts: {
    total: number;
    unassigned: number;
    by_status: Record<string, number>;
    by_leg: Record<string, number>;
  };
  jobs: Job[];
}

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function day(date: string, query = ''): Promise<Day> {
  const res = await admin('GET', `/api/admin/operations/jobs?date=${date}${query}`);
  expect(res.statusCode).toBe(200);
  return json<{ data: Day }>(res).data;
}

async function bookRoundTrip(
  pickup: string,
  ret: string,
  over: Record<string, unknown> = {},
): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: `10.9.0.${++ip}`,
    payload: airportBookingBody(fx, {
      trip_type: 'round_trip',
      pickup_date: pickup,
      return_date: ret,
      return_time: '18:00',
      arrival_flight_time: '20:30',
      selected_extra_services: [fx.ids.extraSeat],
      ...over,
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { pnr_code: string } }>(res).data.pnr_code;
}

async function newDriver(name: string, phone = '+90 532 000 00 01'): Promise<number> {
  const res = await admin('POST', '/api/admin/drivers', { name, phone, plate: '07 abc 1' });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { id: number } }>(res).data.id;
}

describe('jobs', () => {
  it('gives a round trip booked through the public API two jobs on two days, each with its own time and ends', async () => {
    const out = dayFromToday(20);
    const back = dayFromToday(24);
    const pnr = await bookRoundTrip(out, back);

    const first = (await day(out)).jobs.filter((j) => j.pnr === pnr);
    const second = (await day(back)).jobs.filter((j) => j.pnr === pnr);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]).toMatchObject({
      leg: 'outbound',
      time: '14:30',
      from: FIX.airport,
      to: FIX.resort,
      flight_code: 'TK2412',
      flight_time: '13:50',
      adults: 2,
      status: 'pending',
    });
    expect(first[0]!.extras).toEqual([FIX.extraSeat.name]);
    expect(second[0]).toMatchObject({
      leg: 'return',
      time: '18:00',
      from: FIX.resort,
      to: FIX.airport,
      flight_time: '20:30',
    });
    // no prices reach the board
    expect(JSON.stringify(first[0])).not.toMatch(/price|total/);
  });

  it('gives a tour reservation made through the public API one tour job, and a job follows its booking status', async () => {
    const tour = await insertTour(ctx.db, { title: 'Pamukkale Turu', location: 'Pamukkale' });
    const date = dayFromToday(30);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tour-reservations',
      remoteAddress: `10.9.1.${++ip}`,
      payload: {
        tour_id: tour.id,
        customer_name: 'Şükrü',
        customer_surname: 'Işık',
        customer_email: 'sukru@example.com',
        notice_version: 1,
        country_code: '+90',
        customer_phone: '555 444 33 22',
        booking_date: date,
        booking_time: '08:15',
        passenger_count: 2,
        children_count: 1,
        currency: 'EUR',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const reservation = json<{ data: { pnr_code: string; reservation: { id: number } } }>(res).data;
    let board = await day(date);
    expect(board.jobs).toMatchObject([
      {
        leg: 'tour',
        pnr: reservation.pnr_code,
        time: '08:15',
        from: 'Pamukkale',
        to: 'Pamukkale Turu',
        adults: 2,
        children: 1,
      },
    ]);

    const status = await admin('PUT', `/api/tour-reservations/${reservation.reservation.id}/status`, {
      status: 'confirmed',
    });
    expect(status.statusCode, status.body).toBe(200);
    board = await day(date);
    expect(board.jobs[0]!.status).toBe('confirmed');
    expect(board.counts.by_status).toEqual({ confirmed: 1 });
    expect((await day(date, '&status=pending')).jobs).toEqual([]);
  });

  it('lists a day by time, filters by driver, and counts the whole day', async () => {
    const date = dayFromToday(40);
    await bookRoundTrip(date, dayFromToday(41), { pickup_time: '16:00' });
    await bookRoundTrip(date, dayFromToday(42), { pickup_time: '07:45' });
    const board = await day(date);
    expect(board.jobs.map((j) => j.time)).toEqual(['07:45', '16:00']);
    expect(board.counts).toMatchObject({ total: 2, unassigned: 2, by_leg: { outbound: 2 } });

    const driver = await newDriver('Filtre Sürücü');
    await admin('PUT', `/api/admin/operations/jobs/${board.jobs[0]!.id}/assignment`, {
      driver_id: driver,
      vehicle_id: null,
      note: null,
    });
    expect((await day(date, `&driver=${driver}`)).jobs.map((j) => j.time)).toEqual(['07:45']);
    expect((await day(date, '&driver=none')).jobs.map((j) => j.time)).toEqual(['16:00']);
    expect((await day(date, '&driver=none')).counts).toMatchObject({ total: 2, unassigned: 1 });
  });

  it('answers 422 for a bad date or filter, never a 500', async () => {
    for (const q of [
      'date=2026-02-30',
      'date=tomorrow',
      '',
      'date=2030-01-01&status=lost',
      'date=2030-01-01&driver=x',
    ]) {
      const res = await admin('GET', `/api/admin/operations/jobs?${q}`);
      expect(res.statusCode, q).toBe(422);
    }
  });
});

describe('assignment', () => {
  it('saves driver, vehicle and note, audited; warns about a busy driver and a small vehicle', async () => {
    const date = dayFromToday(50);
    await bookRoundTrip(date, dayFromToday(51), {
      pickup_time: '10:00',
      passengers: 5,
      vehicle_id: fx.ids.minivan,
    });
    await bookRoundTrip(date, dayFromToday(52), { pickup_time: '11:00' });
    await bookRoundTrip(date, dayFromToday(53), { pickup_time: '15:00' });
    const [a, b, c] = (await day(date)).jobs;
    const driver = await newDriver('Ali Veli');

    const first = await admin('PUT', `/api/admin/operations/jobs/${a!.id}/assignment`, {
      driver_id: driver,
      vehicle_id: fx.ids.sedan,
      note: 'Tabela ile karşıla',
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstBody = json<{
      message: string;
      data: { job: Job; warnings: { code: string; message: string }[] };
    }>(first);
    expect(firstBody.message).toBe('Atama kaydedildi');
    expect(firstBody.data.job).toMatchObject({
      driver: { id: driver, name: 'Ali Veli' },
      note: 'Tabela ile karşıla',
    });
    // the sedan of the fixture seats fewer than five, and fewer than the booked minivan
    expect(firstBody.data.warnings.map((w) => w.code)).toEqual([
      'vehicle_too_small',
      'vehicle_smaller_than_booked',
    ]);
    expect(firstBody.data.warnings[0]!.message).toMatch(/^Araç \d+ kişilik, grup 5 kişi$/);

    // the fixture's route has no drive time: 10:00 keeps the driver until 10:00 + 90 (the fallback) + 30
    const second = json<{ data: { warnings: { code: string; pnr: string; message: string }[] } }>(
      await admin('PUT', `/api/admin/operations/jobs/${b!.id}/assignment`, {
        driver_id: driver,
        vehicle_id: null,
        note: '',
      }),
    );
    expect(second.data.warnings).toMatchObject([{ code: 'driver_overlap', pnr: a!.pnr }]);
    expect(second.data.warnings[0]!.message).toContain('10:00');
    // 15:00 is not
    const third = json<{ data: { warnings: unknown[] } }>(
      await admin('PUT', `/api/admin/operations/jobs/${c!.id}/assignment`, {
        driver_id: driver,
        vehicle_id: null,
        note: null,
      }),
    );
    expect(third.data.warnings).toEqual([]);

    // a longer fallback, set through the operations settings, makes 15:00 overlap 10:00 and 11:00
    expect((await admin('PUT', '/api/admin/operations/settings', { overlap_minutes: 330 })).statusCode).toBe(
      200,
    );
    const wider = json<{ data: { warnings: { code: string }[] } }>(
      await admin('PUT', `/api/admin/operations/jobs/${c!.id}/assignment`, {
        driver_id: driver,
        vehicle_id: null,
        note: null,
      }),
    );
    expect(wider.data.warnings.map((w) => w.code)).toEqual(['driver_overlap', 'driver_overlap']);
    await admin('PUT', '/api/admin/operations/settings', { overlap_minutes: 90 });

    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'dispatch_job')
      .where('entity_id', '=', String(a!.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ driver_id: driver, vehicle_id: fx.ids.sedan });
    expect(audit[0]!.admin_username).toBe('content-admin');
  });

  it('validates the overlap window on every write path', async () => {
    for (const bad of [-1, 721, 1.5, 'abc']) {
      const res = await admin('PUT', '/api/admin/operations/settings', { overlap_minutes: bad });
      expect(res.statusCode, String(bad)).toBe(422);
    }
    const viaSettings = await admin('POST', '/api/site-settings', {
      key: 'dispatch_overlap_minutes',
      value: '9999',
      type: 'text',
      group: 'general',
      description: 'x',
    });
    expect(viaSettings.statusCode).toBe(422);
    expect(json(viaSettings).errors?.value).toEqual([
      'Çakışma süresi 0 ile 720 dakika arasında tam sayı olmalıdır',
    ]);
    expect(
      json<{ data: { overlap_minutes: number } }>(await admin('GET', '/api/admin/operations/settings')).data
        .overlap_minutes,
    ).toBe(90);
  });

  it("keeps the 'Yola çıkmadı' minutes: 30 by default, 0-240 on every write path, the overlap untouched (decision 039)", async () => {
    type Settings = { data: { overlap_minutes: number; not_set_off_minutes: number } };
    const read = async () => json<Settings>(await admin('GET', '/api/admin/operations/settings')).data;
    const before = await read();
    expect(before.not_set_off_minutes).toBe(30);
    for (const bad of [-1, 241, 2.5, 'abc']) {
      const res = await admin('PUT', '/api/admin/operations/settings', {
        overlap_minutes: 90,
        not_set_off_minutes: bad,
      });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(json(res).errors?.not_set_off_minutes).toEqual(['0 ile 240 arasında bir dakika girin']);
    }
    const saved = await admin('PUT', '/api/admin/operations/settings', {
      overlap_minutes: before.overlap_minutes,
      not_set_off_minutes: 45,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read()).toEqual({ overlap_minutes: before.overlap_minutes, not_set_off_minutes: 45 });
    // an older client sending only the overlap keeps the minutes as stored
    await admin('PUT', '/api/admin/operations/settings', { overlap_minutes: before.overlap_minutes });
    expect((await read()).not_set_off_minutes).toBe(45);
    const viaSettings = await admin('POST', '/api/site-settings', {
      key: 'dispatch_not_set_off_minutes',
      value: '999',
      type: 'text',
      group: 'general',
      description: 'x',
    });
    expect(viaSettings.statusCode).toBe(422);
    await admin('PUT', '/api/admin/operations/settings', {
      overlap_minutes: before.overlap_minutes,
      not_set_off_minutes: 30,
    });
  });

  it('answers 404 for an unknown job and 422 for an unknown driver', async () => {
    expect(
      (
        await admin('PUT', '/api/admin/operations/jobs/999999/assignment', {
          driver_id: null,
          vehicle_id: null,
          note: null,
        })
      ).statusCode,
    ).toBe(404);
    const [job] = (await day(dayFromToday(50))).jobs;
    const res = await admin('PUT', `/api/admin/operations/jobs/${job!.id}/assignment`, {
      driver_id: 999999,
      vehicle_id: null,
      note: null,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('drivers', () => {
  it('creates, edits and deactivates; deleting a driver with jobs is refused with 409, one without is deleted', async () => {
    const id = await newDriver('Hasan Kaya');
    const edit = await admin('PUT', `/api/admin/drivers/${id}`, {
      plate: '07 xyz 99',
      default_vehicle_id: fx.ids.minivan,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(json(edit).data).toMatchObject({
      name: 'Hasan Kaya',
      plate: '07 XYZ 99',
      default_vehicle: { id: fx.ids.minivan },
      is_active: true,
    });

    const [job] = (await day(dayFromToday(50))).jobs;
    await admin('PUT', `/api/admin/operations/jobs/${job!.id}/assignment`, {
      driver_id: id,
      vehicle_id: null,
      note: null,
    });
    const refused = await admin('DELETE', `/api/admin/drivers/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toContain("'Pasif'");
    expect((await admin('PUT', `/api/admin/drivers/${id}`, { is_active: false })).statusCode).toBe(200);
    // an inactive driver keeps his job (its note can still change) but gets no new one
    const keep = await admin('PUT', `/api/admin/operations/jobs/${job!.id}/assignment`, {
      driver_id: id,
      vehicle_id: null,
      note: 'yeni not',
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const [, other] = (await day(dayFromToday(50))).jobs;
    const refusedNew = await admin('PUT', `/api/admin/operations/jobs/${other!.id}/assignment`, {
      driver_id: id,
      vehicle_id: null,
      note: null,
    });
    expect(refusedNew.statusCode).toBe(422);
    expect(json(refusedNew).errors?.driver_id).toEqual(['Bu sürücü pasif; iş atanamaz']);
    const list = json<{ data: { id: number; is_active: boolean }[] }>(
      await admin('GET', '/api/admin/drivers'),
    ).data;
    expect(list.find((d) => d.id === id)?.is_active).toBe(false);

    const spare = await newDriver('Yedek Sürücü');
    expect((await admin('DELETE', `/api/admin/drivers/${spare}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/drivers/${spare}`)).statusCode).toBe(404);
  });

  it('refuses a driver without a name or with a bad phone with the form messages', async () => {
    const res = await admin('POST', '/api/admin/drivers', { name: ' ', phone: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors ?? {}).sort()).toEqual(['name', 'phone']);
  });
});

describe('run sheet and share link', () => {
  it("shows a driver's jobs on his run sheet and share link and on no other driver's", async () => {
    // share links are made for today up to 7 days ahead (decision 032)
    const date = dayFromToday(6);
    const mine = await bookRoundTrip(date, dayFromToday(61), {
      pickup_time: '09:00',
      customer_first_name: 'Zeynep',
    });
    const theirs = await bookRoundTrip(date, dayFromToday(62), {
      pickup_time: '12:00',
      customer_first_name: 'Burak',
    });
    const jobs = (await day(date)).jobs;
    const me = await newDriver('Sürücü Bir');
    const other = await newDriver('Sürücü İki');
    await admin('PUT', `/api/admin/operations/jobs/${jobs.find((j) => j.pnr === mine)!.id}/assignment`, {
      driver_id: me,
      vehicle_id: fx.ids.minivan,
      note: null,
    });
    await admin('PUT', `/api/admin/operations/jobs/${jobs.find((j) => j.pnr === theirs)!.id}/assignment`, {
      driver_id: other,
      vehicle_id: null,
      note: null,
    });

    const sheet = json<{ data: { driver: { name: string }; jobs: Job[] } }>(
      await admin('GET', `/api/admin/operations/run-sheet?driver=${me}&date=${date}`),
    ).data;
    expect(sheet.driver.name).toBe('Sürücü Bir');
    expect(sheet.jobs.map((j) => j.pnr)).toEqual([mine]);
    const otherSheet = json<{ data: { jobs: Job[] } }>(
      await admin('GET', `/api/admin/operations/run-sheet?driver=${other}&date=${date}`),
    ).data;
    expect(otherSheet.jobs.map((j) => j.pnr)).toEqual([theirs]);

    const link = await admin('POST', '/api/admin/operations/run-links', { driver_id: me, date });
    expect(link.statusCode, link.body).toBe(201);
    const { token, path, expires_at } = json<{ data: { token: string; path: string; expires_at: string } }>(
      link,
    ).data;
    expect(path).toBe(`/surucu/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.parse(`${date}T23:59:00+03:00`));
    // only the hash is stored
    const stored = await ctx.db.selectFrom('driver_run_links').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const shared = await ctx.app.inject({ method: 'GET', url: `/api/driver-runs/${token}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toContain('no-store');
    const body = shared.body;
    expect(json<{ data: { jobs: Job[] } }>(shared).data.jobs).toHaveLength(1);
    expect(body).toContain('Zeynep');
    expect(body).not.toContain('Burak');
    expect(body).not.toContain(theirs);
    // no PNR, the key to the public look-up (decision 032)
    expect(body).not.toContain(mine);
    expect(body).not.toMatch(/pnr|booking_id/i);
    expect(body).not.toMatch(/price|total|email/i);

    const otherLink = json<{ data: { token: string } }>(
      await admin('POST', '/api/admin/operations/run-links', { driver_id: other, date }),
    ).data.token;
    const otherShared = await ctx.app.inject({ method: 'GET', url: `/api/driver-runs/${otherLink}` });
    expect(otherShared.body).toContain('Burak');
    expect(otherShared.body).not.toContain('Zeynep');
  });

  it('answers 404 for an unknown, malformed or expired token', async () => {
    for (const token of ['nope', 'A'.repeat(43), 'x'.repeat(180)]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/driver-runs/${token}` })).statusCode,
        token,
      ).toBe(404);
    }
    const driver = await newDriver('Eski Link');
    const made = json<{ data: { token: string } }>(
      await admin('POST', '/api/admin/operations/run-links', { driver_id: driver, date: dayFromToday(0) }),
    ).data.token;
    // the link's day and the night after are over
    await ctx.db
      .updateTable('driver_run_links')
      .set({ service_date: '2020-01-01', expires_at: '2020-01-02T21:00:00.000Z' })
      .where('driver_id', '=', driver)
      .execute();
    const expired = await ctx.app.inject({ method: 'GET', url: `/api/driver-runs/${made}` });
    expect(expired.statusCode).toBe(404);
    expect(json(expired).message).toBe('Bu bağlantı geçersiz veya süresi dolmuş');
  });

  it('needs a session for every back-office call (401)', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/admin/operations/jobs?date=2030-01-01'],
      ['PUT', '/api/admin/operations/jobs/1/assignment'],
      ['GET', '/api/admin/operations/run-sheet?driver=1&date=2030-01-01'],
      ['POST', '/api/admin/operations/run-links'],
      ['GET', '/api/admin/operations/settings'],
      ['PUT', '/api/admin/operations/settings'],
      ['GET', '/api/admin/drivers'],
      ['POST', '/api/admin/drivers'],
      ['PUT', '/api/admin/drivers/1'],
      ['DELETE', '/api/admin/drivers/1'],
    ];
    for (const [method, url] of calls) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('migration 012-dispatch-jobs', () => {
  it('gives existing bookings and reservations their jobs', async () => {
    const empty = await createEmptyDatabase();
    const handle = openDatabase(empty);
    const { db, dialect } = handle;
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrationsFor(dialect)) },
      });
      expect((await migrator.migrateTo('008-idempotency-lease')).error).toBeUndefined();
      const round = await insertBooking(db, {
        trip_type: 'round_trip',
        pickup_date: '2030-05-01',
        pickup_time: '09:00',
        return_date: '2030-05-08',
        return_time: '17:00',
      });
      const oneWay = await insertBooking(db, { pickup_date: '2030-05-02', pickup_time: null });
      const tour = await insertTourReservation(db, { booking_date: '2030-05-03' });

      await migrateToLatest(db, dialect);

      const jobs = await db.selectFrom('dispatch_jobs').selectAll().orderBy('service_date').execute();
      expect(
        jobs.map((j) => [j.leg, j.service_date, j.service_time, j.booking_id ?? j.tour_reservation_id]),
      ).toEqual([
        ['outbound', '2030-05-01', '09:00', round.id],
        ['outbound', '2030-05-02', null, oneWay.id],
        ['tour', '2030-05-03', '08:00', tour.id],
        ['return', '2030-05-08', '17:00', round.id],
      ]);
      expect(jobs.find((j) => j.leg === 'return')).toMatchObject({
        from_location: round.destination,
        to_location: round.pickup_location,
      });
    } finally {
      await handle.close();
      await empty.remove();
    }
  });
});

describe('jobs follow their booking', () => {
  it('go with a deleted booking, and move, appear and vanish with a changed trip', async () => {
    const date = dayFromToday(70);
    const pnr = await bookRoundTrip(date, dayFromToday(71));
    const booking = await ctx.db
      .selectFrom('bookings')
      .selectAll()
      .where('pnr_code', '=', pnr)
      .executeTakeFirstOrThrow();
    const [outbound] = (await day(date)).jobs.filter((j) => j.pnr === pnr);
    const driver = await newDriver('Takip Sürücü');
    await admin('PUT', `/api/admin/operations/jobs/${outbound!.id}/assignment`, {
      driver_id: driver,
      vehicle_id: null,
      note: 'kalsın',
    });

    await ctx.db.transaction().execute((trx) =>
      syncJobsOfBooking(trx, {
        ...booking,
        pickup_date: dayFromToday(72),
        pickup_time: '06:00',
        trip_type: 'one_way',
        return_date: null,
      }),
    );
    expect((await day(date)).jobs.filter((j) => j.pnr === pnr)).toEqual([]);
    expect((await day(dayFromToday(71))).jobs.filter((j) => j.pnr === pnr)).toEqual([]);
    const moved = (await day(dayFromToday(72))).jobs.filter((j) => j.pnr === pnr);
    expect(moved).toMatchObject([
      { id: outbound!.id, leg: 'outbound', time: '06:00', note: 'kalsın', driver: { id: driver } },
    ]);

    await ctx.db
      .transaction()
      .execute((trx) =>
        syncJobsOfBooking(trx, { ...booking, return_date: dayFromToday(73), return_time: '09:00' }),
      );
    expect((await day(dayFromToday(73))).jobs.filter((j) => j.pnr === pnr)).toMatchObject([
      { leg: 'return', time: '09:00' },
    ]);

    expect((await admin('DELETE', `/api/bookings/${booking.id}`)).statusCode).toBe(200);
    expect((await day(dayFromToday(73))).jobs.filter((j) => j.pnr === pnr)).toEqual([]);
    expect(
      await ctx.db.selectFrom('dispatch_jobs').select('id').where('booking_id', '=', booking.id).execute(),
    ).toEqual([]);
  });
});

describe('bulk-seeded bookings', () => {
  it('get their jobs once from insertMissing (the seeding CLI and the demo seed), however often it runs', async () => {
    const round = await insertBooking(ctx.db, {
      trip_type: 'round_trip',
      pickup_date: '2031-01-10',
      return_date: '2031-01-12',
      return_time: '10:00',
    });
    const tour = await insertTourReservation(ctx.db, { booking_date: '2031-01-11' });
    expect(
      await ctx.db.selectFrom('dispatch_jobs').select('id').where('booking_id', '=', round.id).execute(),
    ).toEqual([]);
    await jobsRepository.insertMissing(ctx.db, new Date().toISOString());
    await jobsRepository.insertMissing(ctx.db, new Date().toISOString());
    const legs = await ctx.db
      .selectFrom('dispatch_jobs')
      .select(['leg', 'service_date'])
      .where((eb) => eb.or([eb('booking_id', '=', round.id), eb('tour_reservation_id', '=', tour.id)]))
      .orderBy('service_date')
      .execute();
    expect(legs).toEqual([
      { leg: 'outbound', service_date: '2031-01-10' },
      { leg: 'tour', service_date: '2031-01-11' },
      { leg: 'return', service_date: '2031-01-12' },
    ]);
  });
});
