import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTour } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { airportBookingBody, dayFromToday, insertTransferFixture, type Fixture } from '../../test/transfer-fixtures.js';

// Issue 28: a CR/LF in a name forged extra lines ("Bcc:", a fake total) in the operator's text
// mails. Single-line fields refuse control characters with a 422 in the visitor's language;
// special requests keep their line breaks.

let ctx: TestContext;
let fx: Fixture;
let tourId: number;
let clientNo = 0;
const client = () => ({ 'x-forwarded-for': `10.28.0.${++clientNo}` });

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  fx = await insertTransferFixture(ctx.db);
  tourId = (await insertTour(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
});

const book = (over: Record<string, unknown>, lang = 'tr') =>
  ctx.app.inject({ method: 'POST', url: '/api/bookings', headers: { ...client(), 'accept-language': lang }, payload: airportBookingBody(fx, over) });

describe('single-line fields refuse control characters', () => {
  it.each([
    ['customer_first_name', 'Ayşe\r\nBcc: kurban@example.com'],
    ['customer_last_name', 'Yılmaz\nToplam: 0 EUR'],
    ['hotel_name', 'Otel\u0085Satır'],
    ['flight_code', 'TK\t2412'],
    ['company', 'Firma\u2028İkinci satır'],
  ])('a transfer booking with a control character in %s is a 422 on that field', async (field, value) => {
    const res = await book({ [field]: value });
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).errors?.[field]).toEqual(['Bu alan satır sonu veya kontrol karakteri içeremez']);
  });

  it('answers in the visitor’s language', async () => {
    const de = await book({ customer_first_name: 'Anna\r\nX' }, 'de');
    expect(json(de).errors?.customer_first_name).toEqual(['Dieses Feld darf keine Zeilenumbrüche oder Steuerzeichen enthalten']);
    const ru = await book({ customer_first_name: 'Анна\nX' }, 'ru');
    expect(json(ru).errors?.customer_first_name).toEqual(['Это поле не может содержать переводы строк или управляющие символы']);
  });

  it('keeps line breaks in special requests', async () => {
    const res = await book({ special_requests: 'Bebek koltuğu\nGeç iniş olabilir' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a tour reservation with CR/LF in the name is a 422 in the visitor’s language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tour-reservations',
      headers: { ...client(), 'accept-language': 'pl' },
      payload: {
        tour_id: tourId,
        customer_name: 'Jan\r\nBcc: x@example.com',
        customer_surname: 'Kowalski',
        customer_email: 'jan@example.com',
        country_code: '+48',
        customer_phone: '512 345 678',
        booking_date: dayFromToday(5),
        booking_time: '09:00',
        passenger_count: 2,
        currency: 'EUR',
        notice_version: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).errors?.customer_name).toEqual(['To pole nie może zawierać znaków końca wiersza ani znaków sterujących']);
  });
});
