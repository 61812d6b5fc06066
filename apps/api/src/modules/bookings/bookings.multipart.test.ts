import fs from 'node:fs';
import path from 'node:path';
import { translateMessage } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hugePngBytes, jpegBytes, pngBytes } from '../../test/media.js';
import { brokenMultipartBodies, multipart, type FilePart } from '../../test/multipart.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { FIX, dayFromToday, insertTransferFixture, type Fixture } from '../../test/transfer-fixtures.js';

/**
 * The multipart form of POST /api/bookings (sent when a ticket is attached) as an attacker would
 * send it: list indexes the size of memory, bodies cut short, NUL characters, and files that start
 * like a picture but are not one. Each is refused at once with a 4xx and the site keeps answering.
 */
let ctx: TestContext;
let fx: Fixture;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  fx = await insertTransferFixture(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

/**
 * Tests that time /api/health get a retry: a loaded test machine can delay one answer past the
 * bound, while a request that blocks the event loop delays it on every try.
 */
const TIMED = { retry: 2 } as const;

let clientNo = 0;
const newClient = () => `10.9.${Math.floor(++clientNo / 250)}.${clientNo % 250}`;
const tr = (key: string) => translateMessage(key, 'tr');

/** A valid airport booking as multipart text fields, nested ones in bracket notation. */
function bookingFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    pickup_location: FIX.airport,
    destination: FIX.resort,
    pickup_date: dayFromToday(10),
    pickup_time: '14:30',
    trip_type: 'one_way',
    passengers: '3',
    currency: 'EUR',
    vehicle_id: String(fx.ids.minivan),
    route_id: String(fx.ids.airportToResort),
    customer_first_name: 'Ayşe',
    customer_last_name: 'Yılmaz',
    customer_email: 'ayse.yilmaz@example.com',
    notice_version: '1',
    country_code: '+90',
    customer_phone: '532 123 45 67',
    flight_code: 'TK2412',
    departure_flight_time: '13:50',
    ...over,
  };
}

function post(payload: Buffer, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload,
    headers: { ...headers, 'x-forwarded-for': newClient() },
  });
}

const postFields = (fields: Record<string, string>, files: Record<string, FilePart> = {}) => {
  const { payload, headers } = multipart(fields, files);
  return post(payload, headers);
};

/**
 * Runs a request while asking /api/health over and over, and returns its answer with the slowest
 * health answer seen: a request that blocks the event loop shows up as a slow health answer. Each
 * ask is timed from a timer set before it, as a visitor's request would wait for its turn.
 */
async function whileHealthIsAsked<T>(
  work: () => Promise<T>,
): Promise<{ result: T; slowestHealthMs: number }> {
  let settled = false;
  const running = work().finally(() => {
    settled = true;
  });
  let slowest = 0;
  do {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1));
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
  } while (!settled);
  return { result: await running, slowestHealthMs: slowest };
}

function ticketFiles(): string[] {
  const dir = path.join(ctx.config.uploadsDir, 'tickets');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

const bookingCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/bookings multipart: list indexes in field names', () => {
  it(
    'refuses a guest index past the contract at once (422 on guests) while health keeps answering',
    TIMED,
    async () => {
      // 30 000 000 blocked the loop for about a second, 4 294 967 294 for minutes.
      for (const index of ['30000000', '4294967294', '50', '9'.repeat(400)]) {
        const { result: res, slowestHealthMs } = await whileHealthIsAsked(() =>
          postFields(
            bookingFields({
              'guests[0][name]': 'Ali',
              'guests[0][surname]': 'Kaya',
              [`guests[${index}][name]`]: 'X',
            }),
          ),
        );
        expect(res.statusCode, index).toBe(422);
        expect(json(res)).toEqual({
          success: false,
          message: tr('error.validation'),
          errors: { guests: [tr('validation.guests_too_many')] },
        });
        expect(slowestHealthMs, index).toBeLessThan(100);
      }
    },
  );

  it('answers a huge number in any other segment at once, never building anything by it', TIMED, async () => {
    const n = '4294967294';
    // Where the number names no list it is only a key: the schema refuses the shape (422) or
    // ignores the unknown key (the booking is made).
    const expected: Record<string, number> = {
      [`selected_extra_services[${n}][id]`]: 422,
      [`selected_extra_services[${n}]`]: 422,
      [`luggage[${n}]`]: 422,
      [`luggage[large][${n}]`]: 422,
      [`passengers[${n}][x]`]: 422,
      [`customer_first_name[${n}]`]: 422,
      [`guests[0][${n}]`]: 422,
      [`main_passenger[${n}][name]`]: 201,
      [n]: 201,
    };
    for (const [name, status] of Object.entries(expected)) {
      const { result: res, slowestHealthMs } = await whileHealthIsAsked(() =>
        postFields(bookingFields({ [name]: 'x' })),
      );
      expect(res.statusCode, name).toBe(status);
      expect(slowestHealthMs, name).toBeLessThan(100);
    }
  });

  it('still closes up a sparse guest list in index order', async () => {
    const res = await postFields(
      bookingFields({
        'guests[7][name]': 'Zeynep',
        'guests[7][surname]': 'Demir',
        'guests[2][name]': 'Ali',
        'guests[2][surname]': 'Kaya',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = json<{ success: true; data: { booking_id: number } }>(res).data.booking_id;
    const guests = await ctx.db
      .selectFrom('booking_guests')
      .select(['first_name', 'last_name'])
      .where('booking_id', '=', id)
      .orderBy('position')
      .execute();
    expect(guests).toEqual([
      { first_name: 'Ali', last_name: 'Kaya' },
      { first_name: 'Zeynep', last_name: 'Demir' },
    ]);
  });
});

describe('POST /api/bookings multipart: nested fields in bracket notation', () => {
  it('reads a guest and the luggage as the JSON body would carry them', async () => {
    const { payload, headers } = multipart(
      bookingFields({
        'guests[0][name]': 'Ali',
        'guests[0][surname]': 'Kaya',
        'luggage[large]': '2',
        'luggage[small]': '1',
      }),
      {},
    );
    const res = await post(payload, headers);
    expect(res.statusCode, res.body).toBe(201);
    const id = json<{ success: true; data: { booking_id: number } }>(res).data.booking_id;
    const booking = await ctx.db
      .selectFrom('bookings')
      .select(['luggage_large', 'luggage_medium', 'luggage_small'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ luggage_large: 2, luggage_medium: 0, luggage_small: 1 });
    const guests = await ctx.db
      .selectFrom('booking_guests')
      .select(['first_name', 'last_name'])
      .where('booking_id', '=', id)
      .execute();
    expect(guests).toEqual([{ first_name: 'Ali', last_name: 'Kaya' }]);
  });
});

describe('POST /api/bookings multipart: bodies that cannot be read', () => {
  it('answers each kind with 400 and the envelope in the caller’s language, and keeps no file', async () => {
    const before = { bookings: await bookingCount(), tickets: ticketFiles().length };
    for (const broken of brokenMultipartBodies(bookingFields(), 'ticket_image')) {
      for (const lang of ['tr', 'en'] as const) {
        const res = await post(broken.payload, { ...broken.headers, 'accept-language': lang });
        expect(res.statusCode, `${broken.kind} (${lang})`).toBe(400);
        expect(json(res), broken.kind).toEqual({
          success: false,
          message: translateMessage('error.multipart_invalid', lang),
        });
      }
    }
    expect({ bookings: await bookingCount(), tickets: ticketFiles().length }).toEqual(before);
  });
});

describe('POST /api/bookings multipart: NUL characters', () => {
  it('refuses a NUL in a text field or a nested field with 422 on that field', async () => {
    const before = await bookingCount();
    for (const [name, field] of [
      ['hotel_name', 'hotel_name'],
      ['customer_first_name', 'customer_first_name'],
      ['guests[0][name]', 'guests.0.name'],
    ] as const) {
      const res = await postFields(
        bookingFields({ 'guests[0][name]': 'Ali', 'guests[0][surname]': 'Kaya', [name]: 'Ka\u0000ya' }),
      );
      expect(res.statusCode, name).toBe(422);
      expect(json(res).errors, name).toEqual({ [field]: [tr('validation.invalid_character')] });
    }
    expect(await bookingCount()).toBe(before);
  });
});

describe('POST /api/bookings multipart: the ticket image must be a picture', () => {
  const refusal = {
    success: false,
    message: tr('validation.ticket_image_type'),
    errors: { ticket_image: [tr('validation.ticket_image_type')] },
  };

  it('refuses a JPEG cut short and keeps neither the file nor a booking', async () => {
    const jpeg = await jpegBytes();
    const before = { bookings: await bookingCount(), tickets: ticketFiles().length };
    const res = await postFields(bookingFields(), {
      ticket_image: {
        filename: 'bilet.jpg',
        contentType: 'image/jpeg',
        data: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual(refusal);
    expect({ bookings: await bookingCount(), tickets: ticketFiles().length }).toEqual(before);
  });

  it('refuses a 20 000 × 20 000 PNG (a small file, a huge picture) at once', TIMED, async () => {
    const bomb = hugePngBytes(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = { bookings: await bookingCount(), tickets: ticketFiles().length };
    const { result: res, slowestHealthMs } = await whileHealthIsAsked(() =>
      postFields(bookingFields(), {
        ticket_image: { filename: 'bilet.png', contentType: 'image/png', data: bomb },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual(refusal);
    expect(slowestHealthMs).toBeLessThan(100);
    expect({ bookings: await bookingCount(), tickets: ticketFiles().length }).toEqual(before);
  });

  it('keeps a whole JPEG and PNG as sent', async () => {
    for (const [filename, contentType, data] of [
      ['bilet.jpg', 'image/jpeg', await jpegBytes()],
      ['bilet.png', 'image/png', await pngBytes(1200, 900)],
    ] as const) {
      const res = await postFields(bookingFields(), { ticket_image: { filename, contentType, data } });
      expect(res.statusCode, res.body).toBe(201);
      const id = json<{ success: true; data: { booking_id: number } }>(res).data.booking_id;
      const row = await ctx.db
        .selectFrom('bookings')
        .select('ticket_image')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(
        fs.readFileSync(path.join(ctx.config.uploadsDir, row.ticket_image!.slice('/uploads/'.length))),
      ).toEqual(data);
    }
  });
});
