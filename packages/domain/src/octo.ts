import { istanbulDayRange, isValidHm, isValidYmd } from './dates.js';
import type { DepartureAvailability } from './departures.js';

/** Every currency the house sells in (EUR, USD, TRY, GBP…) has two decimals. */
const CURRENCY_MINOR_DIGITS = 2;

/**
 * OCTO's words for the house's departures and prices (issue 27 item 6, decision 041): pure, so the
 * rules are read and tested apart from the API. OCTO names an availability by its local start with
 * the UTC offset ('2026-12-03T09:00:00+03:00'), and money as integers in the currency's minor unit.
 */

/** Istanbul's offset on a day, as OCTO writes it ('+03:00'). */
export function istanbulOffsetOn(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const minutes = Math.round((Date.UTC(y, m - 1, d) - istanbulDayRange(date).start.getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A departure's OCTO availability id, which is also its `localDateTimeStart`. */
export function octoAvailabilityId(date: string, time: string): string {
  return `${date}T${time}:00${istanbulOffsetOn(date)}`;
}

/**
 * The departure an OCTO availability id names, or null when it is not one of ours: the date, the
 * time and Istanbul's offset on that day must all match (a reseller's '09:00:00Z' is not ours).
 */
export function parseOctoAvailabilityId(id: unknown): { date: string; time: string } | null {
  if (typeof id !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00([+-]\d{2}:\d{2})$/.exec(id);
  if (!m || !isValidYmd(m[1]) || !isValidHm(m[2])) return null;
  return m[3] === istanbulOffsetOn(m[1]) ? { date: m[1], time: m[2] } : null;
}

/** The UTC instant of a departure's local start. */
export function departureInstant(date: string, time: string): Date {
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(istanbulDayRange(date).start.getTime() + (h * 60 + min) * 60_000);
}

/** The local end of a departure `minutes` after its start, in OCTO's form. */
export function octoLocalEnd(date: string, time: string, minutes: number): string {
  const end = new Date(departureInstant(date, time).getTime() + minutes * 60_000);
  const offset = istanbulOffsetOn(date);
  const sign = offset.startsWith('-') ? -1 : 1;
  const [oh, om] = offset.slice(1).split(':').map(Number) as [number, number];
  const wall = new Date(end.getTime() + sign * (oh * 60 + om) * 60_000);
  return `${wall.toISOString().slice(0, 19)}${offset}`;
}

/**
 * How long a tour lasts in minutes, read from its free-text duration ('8 saat', '3.5 hours',
 * '90 dk', 'Tam gün'): the first number with an hour or minute word; a full day is 8 hours;
 * anything else null (the caller picks a default).
 */
export function durationMinutesOf(text: string): number | null {
  const t = text.toLowerCase();
  const m = /(\d+(?:[.,]\d+)?)\s*(saat|sa\b|hour|hours|h\b|std|stunde|stunden|час|godz|dk|dakika|min)/u.exec(t);
  if (m) {
    const n = Number(m[1]!.replace(',', '.'));
    return /^(dk|dakika|min)/.test(m[2]!) ? Math.round(n) : Math.round(n * 60);
  }
  if (/tam gün|full day|ganztägig|весь день|cały dzień/u.test(t)) return 8 * 60;
  return null;
}

/** OCTO's availability status: LIMITED when less than half the seats are left (OCTO's own rule). */
export function octoAvailabilityStatus(
  availability: DepartureAvailability,
  seatsLeft: number,
  capacity: number,
): 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT' | 'CLOSED' {
  if (availability === 'closed') return 'CLOSED';
  if (availability === 'sold_out' || seatsLeft <= 0) return 'SOLD_OUT';
  return seatsLeft * 2 < capacity ? 'LIMITED' : 'AVAILABLE';
}

/** A price in a currency's minor unit (cents, kuruş), as OCTO's pricing wants it. */
export function toMinorUnits(amount: number, digits = CURRENCY_MINOR_DIGITS): number {
  return Math.round(amount * 10 ** digits);
}
