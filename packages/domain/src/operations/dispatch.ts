import { isValidYmd } from '../dates.js';

/**
 * The operator's day (dispatch): jobs, drivers and the rules that warn a dispatcher. Pure: the
 * API applies these when it saves an assignment; the web shows the same words.
 */

/** One job per leg: the outbound of a transfer ('Geliş'), the return of a round trip ('Dönüş'), a tour ('Tur'). */
export const JOB_LEGS = ['outbound', 'return', 'tour'] as const;
export type JobLeg = (typeof JOB_LEGS)[number];

export const JOB_LEG_LABELS: Readonly<Record<JobLeg, string>> = {
  outbound: 'Geliş',
  return: 'Dönüş',
  tour: 'Tur',
};

/**
 * The site setting holding the minutes a job without a known drive time (a tour, a route without
 * one) is taken to last, and its value when unset (decision 032; it was the start-time window).
 */
export const DISPATCH_OVERLAP_SETTING_KEY = 'dispatch_overlap_minutes';
export const DISPATCH_OVERLAP_DEFAULT_MINUTES = 90;
export const DISPATCH_OVERLAP_MAX_MINUTES = 720;

/** Whether a stored or submitted overlap window is a whole number of minutes in 0-720. */
export function isValidOverlapMinutes(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,4}$/.test(text)) return false;
  return Number(text) <= DISPATCH_OVERLAP_MAX_MINUTES;
}

/** The overlap window a stored setting value gives; an unset or damaged value gives the default. */
export function overlapMinutesOf(stored: string | null | undefined): number {
  return isValidOverlapMinutes(stored) ? Number(stored!.trim()) : DISPATCH_OVERLAP_DEFAULT_MINUTES;
}

/**
 * The catalogue key of what is wrong with the overlap window setting, or undefined for other keys;
 * one of the rules `settingRuleError` applies on every write path of site settings.
 */
export function dispatchSettingError(key: string, value: string): string | undefined {
  if (key === DISPATCH_OVERLAP_SETTING_KEY && !isValidOverlapMinutes(value))
    return 'validation.overlap_minutes_invalid';
  return undefined;
}

/** Minutes since 1970-01-01 of an Istanbul date and 'HH:MM' time, for distances between jobs. */
export function jobMinuteOf(dateYmd: string, timeHm: string | null): number | null {
  if (!timeHm || !isValidYmd(dateYmd) || !/^\d{2}:\d{2}$/.test(timeHm)) return null;
  const [y, m, d] = dateYmd.split('-').map(Number) as [number, number, number];
  const [h, min] = timeHm.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d) / 60_000 + h * 60 + min;
}

/** Whether a vehicle of `capacity` seats fewer than the party (adults and children). */
export function isVehicleTooSmall(capacity: number, party: number): boolean {
  return capacity < party;
}

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no time zone involved). */
export function addDaysYmd(dateYmd: string, days: number): string {
  const [y, m, d] = dateYmd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * When a driver's share link for `dateYmd` stops opening: the end of the following day in
 * Istanbul, so a late return or a pickup after midnight still reads it. Turkey keeps UTC+3 all
 * year (no daylight saving since 2016), so Istanbul midnight is 21:00 UTC the day before.
 */
export function runLinkExpiry(dateYmd: string): Date {
  const twoDaysLater = addDaysYmd(dateYmd, 2);
  return new Date(Date.parse(`${twoDaysLater}T00:00:00.000Z`) - 3 * 60 * 60_000);
}

/** A phone number as a WhatsApp link wants it: digits only, with the country code. */
export function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** A phone number as a tel: link (the leading + kept, everything else but digits dropped). */
export function telLink(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** What a job's luggage line reads from (the board's job shape, a tour carries none). */
interface JobLuggage {
  large: number;
  medium: number;
  small: number;
  hand: number;
}

/** 'Büyük 2, Orta 1, El 2'; null when the job carries no luggage (tours), 'Yok' when none was given. */
export function luggageText(luggage: JobLuggage | null): string | null {
  if (!luggage) return null;
  const parts: [string, number][] = [
    ['Büyük', luggage.large],
    ['Orta', luggage.medium],
    ['Küçük', luggage.small],
    ['El', luggage.hand],
  ];
  const given = parts.filter(([, n]) => Number(n) > 0);
  return given.length ? given.map(([label, n]) => `${label} ${n}`).join(', ') : 'Yok';
}

/** The flight line: code and the leg's own time (landing for a pickup, departure for a return). */
export function flightText(job: { leg: JobLeg; flight_code: string | null; flight_time: string | null }): string | null {
  if (!job.flight_code && !job.flight_time) return null;
  const when = job.flight_time ? `${job.leg === 'return' ? 'Kalkış' : 'İniş'} ${job.flight_time}` : '';
  return [job.flight_code, when].filter(Boolean).join(' · ');
}
