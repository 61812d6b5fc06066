import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { todayInIstanbul } from '../dates.js';
import { TR_MESSAGES } from '../i18n/messages/tr.js';
import {
  bookingQuerySchema,
  calculatePriceSchema,
  ticketImageProblem,
  transferBookingSchema,
} from './transfer-booking.js';

const ymd = (offsetDays: number) => {
  const d = new Date(`${todayInIstanbul()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
};

const valid = () => ({
  pickup_location: 'Antalya Havalimanı (AYT)',
  destination: 'Kemer',
  pickup_date: ymd(3),
  pickup_time: '14:30',
  trip_type: 'one_way',
  passengers: 2,
  currency: 'EUR',
  vehicle_id: 1,
  customer_first_name: 'Ayşe',
  customer_last_name: 'Yılmaz',
  customer_email: 'ayse@example.com',
  country_code: '+90',
  customer_phone: '532 123 45 67',
  flight_code: 'TK2412',
  departure_flight_time: '13:50',
  notice_version: 1,
});

/** field → Turkish messages, the way the form's alert lists them */
function problems(input: unknown): Record<string, string[]> {
  const r = transferBookingSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues)
    (out[i.path.join('.')] ??= []).push(TR_MESSAGES[i.message as keyof typeof TR_MESSAGES] ?? i.message);
  return out;
}

describe('transferBookingSchema', () => {
  it('accepts a complete airport pickup and fills defaults', () => {
    const r = transferBookingSchema.parse(valid());
    expect(r.luggage).toEqual({ large: 0, medium: 0, small: 0, hand: 0 });
    expect(r.guests).toEqual([]);
    expect(r.selected_extra_services).toEqual([]);
    expect(r.hotel_name).toBeNull();
    expect(r.return_date).toBeNull();
  });

  it('strips a client-sent total_price', () => {
    const r = transferBookingSchema.parse({ ...valid(), total_price: 1 });
    expect(r).not.toHaveProperty('total_price');
  });

  it('reports every empty required field at once with the spec messages', () => {
    const p = problems({
      ...valid(),
      customer_first_name: ' ',
      customer_last_name: '',
      customer_email: '',
      customer_phone: '',
      flight_code: '',
      departure_flight_time: '',
    });
    expect(p).toMatchObject({
      customer_first_name: ['Ad gereklidir'],
      customer_last_name: ['Soyad gereklidir'],
      customer_email: ['E-posta adresi gereklidir'],
      customer_phone: ['Telefon numarası gereklidir'],
      flight_code: ['Uçuş kodu gereklidir'],
      departure_flight_time: ['Havalimanından alış için iniş saati gereklidir'],
    });
  });

  it('checks the e-mail and phone shapes', () => {
    expect(problems({ ...valid(), customer_email: 'a@b', customer_phone: '12-34' })).toEqual({
      customer_email: ['Geçerli bir e-posta adresi giriniz'],
      customer_phone: ['Geçerli bir telefon numarası giriniz'],
    });
  });

  it("checks the number by the chosen country's plan and hands it on in E.164 (issue 32 §1)", () => {
    const phone = (country_code: string | undefined, customer_phone: string) =>
      transferBookingSchema.safeParse({ ...valid(), country_code, customer_phone });
    expect(phone('+48', '601 234 567').data).toMatchObject({ customer_phone: '+48601234567', country_code: '+48' });
    expect(phone('+45', '20 12 34 56').data).toMatchObject({ customer_phone: '+4520123456', country_code: '+45' });
    expect(phone('+90', '0532 123 45 67').data?.customer_phone).toBe('+905321234567');
    // omitted: the spec's +90
    expect(phone(undefined, '532 123 45 67').data?.customer_phone).toBe('+905321234567');
    expect(problems({ ...valid(), country_code: '+48', customer_phone: '601 234 56' })).toEqual({
      customer_phone: ['Geçerli bir telefon numarası giriniz'],
    });
    // none chosen (the English form): only a number with its own code will do
    expect(problems({ ...valid(), country_code: '', customer_phone: '601 234 567' })).toEqual({
      country_code: ['Lütfen ülke kodunu seçin ya da numarayı + ile başlayarak yazın'],
    });
    expect(phone('', '+48 601 234 567').data?.customer_phone).toBe('+48601234567');
    expect(problems({ ...valid(), country_code: '48' })).toEqual({ country_code: ['Geçerli bir ülke kodu seçiniz'] });
  });

  it('lists a wrong phone number beside the other problems', () => {
    expect(problems({ ...valid(), customer_first_name: '', country_code: '+45', customer_phone: '20 12 34' })).toEqual({
      customer_first_name: ['Ad gereklidir'],
      customer_phone: ['Geçerli bir telefon numarası giriniz'],
    });
  });

  it("checks the main passenger's phone by the same rule", () => {
    const r = transferBookingSchema.safeParse({
      ...valid(),
      country_code: '+48',
      customer_phone: '601 234 567',
      main_passenger: { name: 'Jan Kowalski', phone: '502 345 678' },
    });
    expect(r.data?.main_passenger).toEqual({ name: 'Jan Kowalski', phone: '+48502345678' });
    expect(problems({ ...valid(), main_passenger: { name: 'Jan', phone: '12 34' } })).toEqual({
      'main_passenger.phone': ['Geçerli bir telefon numarası giriniz'],
    });
  });

  it('requires the departure time when going to an airport, not the landing time', () => {
    const p = problems({
      ...valid(),
      pickup_location: 'Kemer',
      destination: 'Antalya Airport',
      departure_flight_time: '',
    });
    expect(p).toEqual({ arrival_flight_time: ['Havalimanına gidiş için kalkış saati gereklidir'] });
  });

  it('keeps luggage within 0-10 per size', () => {
    expect(problems({ ...valid(), luggage: { large: 11 } })).toEqual({
      'luggage.large': ['Bagaj sayısı 0 ile 10 arasında olmalıdır'],
    });
    expect(problems({ ...valid(), luggage: { hand: -1 } })).toHaveProperty('luggage.hand');
    expect(problems({ ...valid(), luggage: { large: 10, medium: 10, small: 10, hand: 10 } })).toEqual({});
  });

  it('needs a name and surname per guest and at most passengers − 1 guests', () => {
    expect(problems({ ...valid(), guests: [{ name: '', surname: '' }] })).toEqual({
      'guests.0.name': ['Her ek yolcu için ad gereklidir'],
      'guests.0.surname': ['Her ek yolcu için soyad gereklidir'],
    });
    const two = [
      { name: 'A', surname: 'B' },
      { name: 'C', surname: 'D' },
    ];
    expect(problems({ ...valid(), passengers: 3, guests: two })).toEqual({});
    expect(problems({ ...valid(), passengers: 2, guests: two })).toHaveProperty('guests');
  });

  it('refuses a pickup date in the past (Istanbul) and a return before the pickup', () => {
    // 09:00 in Istanbul: today at the fixture's 14:30 is still ahead, whenever the suite runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T06:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    expect(problems({ ...valid(), pickup_date: ymd(-1) })).toEqual({
      pickup_date: ['Geçmiş bir tarih seçilemez'],
    });
    expect(problems({ ...valid(), pickup_date: todayInIstanbul() })).toEqual({});
    expect(
      problems({ ...valid(), trip_type: 'round_trip', return_date: ymd(2), return_time: '10:00' }),
    ).toEqual({
      return_date: ['Dönüş tarihi alış tarihinden önce olamaz'],
    });
  });

  it('requires return date and time for a round trip and drops them for one way', () => {
    expect(problems({ ...valid(), trip_type: 'round_trip' })).toEqual({
      return_date: ['Gidiş-dönüş için dönüş tarihi gereklidir'],
      return_time: ['Gidiş-dönüş için dönüş saati gereklidir'],
    });
    const r = transferBookingSchema.parse({ ...valid(), return_date: ymd(5), return_time: '10:00' });
    expect(r.return_date).toBeNull();
    expect(r.return_time).toBeNull();
  });

  it('de-duplicates selected extra services', () => {
    expect(
      transferBookingSchema.parse({ ...valid(), selected_extra_services: [3, 3, 1] }).selected_extra_services,
    ).toEqual([3, 1]);
  });
});

describe('calculatePriceSchema', () => {
  it('needs the two locations and a vehicle', () => {
    const r = calculatePriceSchema.safeParse({ pickup_location: '', destination: 'Kemer' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['pickup_location', 'vehicle_id']);
  });
});

describe('bookingQuerySchema', () => {
  it('reads the quick form query string', () => {
    const q = bookingQuerySchema.parse({
      pickup_location: 'Antalya Havalimanı (AYT)',
      destination: 'Kemer',
      pickup_date: ymd(1),
      pickup_time: '10:00',
      passengers: '3',
      currency: 'usd',
      trip_type: 'one_way',
      return_date: '',
    });
    expect(q).toMatchObject({ passengers: 3, currency: 'USD', trip_type: 'one_way', return_date: null });
  });

  it('rejects missing places and a bad party size', () => {
    const r = bookingQuerySchema.safeParse({ pickup_date: ymd(1), pickup_time: '10:00', passengers: 'x' });
    expect(r.success).toBe(false);
    expect(new Set(r.error?.issues.map((i) => i.path[0]))).toEqual(
      new Set(['pickup_location', 'destination', 'passengers']),
    );
  });
});

describe('ticketImageProblem', () => {
  it('takes PNG/JPG up to 10 MB only', () => {
    expect(ticketImageProblem({ name: 't.png', size: 1000, type: 'image/png' })).toBeNull();
    expect(ticketImageProblem({ name: 't.JPEG', size: 10 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(ticketImageProblem({ name: 't.pdf', size: 1000, type: 'application/pdf' })).toBe(
      'validation.ticket_image_type',
    );
    expect(ticketImageProblem({ name: 't.png', size: 10 * 1024 * 1024 + 1, type: 'image/png' })).toBe(
      'validation.ticket_image_too_large',
    );
  });
});
