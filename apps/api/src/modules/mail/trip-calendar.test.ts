import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND } from '../../test/mail-fixtures.js';
import type { Trip } from './mail-content.js';
import { tripCalendar } from './trip-calendar.js';

const brand = TEST_BRAND;

const trip: Trip = {
  kind: 'transfer',
  pnr: 'K7M2QX9A',
  status: 'confirmed',
  customer: { name: 'Олег Петров', email: 'oleg@example.com', phone: '+7 912 345 67 89' },
  legs: [
    { kind: 'outbound', date: '2026-12-10', time: '14:30', from: 'Аэропорт Анталья (AYT)', to: 'Кемер' },
    { kind: 'return', date: '2026-12-17', time: '10:00', from: 'Кемер', to: 'Аэропорт Анталья (AYT)' },
  ],
  adults: 2,
  children: 0,
  guests: [],
  luggage: null,
  vehicle: 'Mercedes Vito',
  flight: null,
  hotel: 'Rixos Premium',
  extras: [],
  specialRequests: null,
  total: 103,
  currency: 'EUR',
  price: { kind: 'transfer', trip: 103, extras: [] },
  airportPickup: true,
  pickups: ['airport', 'address'],
  cancellation: { open: true, deadline: new Date('2026-12-09T11:30:00.000Z') },
  bookedLanguage: 'de',
  ticketImage: true,
};
const manageUrl = 'https://riviera.example/ru/booking-search?pnr=K7M2QX9A';

/** The events of an .ics text, read by a real iCalendar parser (ical.js). */
function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('the trip as a calendar file (issue 25 §4)', () => {
  it('one event per leg, in the booking language, starting at the Istanbul time written in UTC', () => {
    const ics = tripCalendar(trip, brand, 'ru', manageUrl)!;
    const [outbound, back] = events(ics);
    expect(outbound!.summary).toBe('Трансфер (Туда): Аэропорт Анталья (AYT) → Кемер · K7M2QX9A');
    expect(outbound!.startDate.toJSDate().toISOString()).toBe('2026-12-10T11:30:00.000Z');
    expect(outbound!.location).toBe('Аэропорт Анталья (AYT)');
    expect(outbound!.description).toContain(manageUrl);
    expect(back!.startDate.toJSDate().toISOString()).toBe('2026-12-17T07:00:00.000Z');
    expect(back!.location).toBe('Кемер');
    expect(new Set([outbound!.uid, back!.uid]).size).toBe(2);
  });

  it('a tour is one event; a day without a time is an all-day event; a cancelled trip says so', () => {
    const tour: Trip = {
      ...trip,
      kind: 'tour',
      status: 'cancelled',
      legs: [{ kind: 'tour', date: '2026-12-12', time: null, from: 'Pamukkale', to: 'Denizli' }],
    };
    const ics = tripCalendar(tour, brand, 'de', manageUrl)!;
    const [event] = events(ics);
    expect(events(ics)).toHaveLength(1);
    expect(event!.summary).toBe('Tour: Pamukkale · K7M2QX9A');
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2026-12-12');
    expect(ics).toContain('STATUS:CANCELLED');
  });

  it('a tour with hotel pickup starts at the pickup, where the guest waits, even the evening before', () => {
    const tour: Trip = {
      ...trip,
      kind: 'tour',
      legs: [{ kind: 'tour', date: '2026-12-12', time: '00:30', from: 'Kapadokya Turu', to: 'Göreme' }],
      tourPickup: { place: 'Rixos Beldibi', zone: 'Бельдиби', date: '2026-12-11', time: '22:45' },
    };
    const [event] = events(tripCalendar(tour, brand, 'ru', manageUrl)!);
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-12-11T19:45:00.000Z');
    expect(event!.location).toBe('Rixos Beldibi (Бельдиби)');
    expect(event!.description).toContain('22:45, Rixos Beldibi (Бельдиби)');
  });
});
