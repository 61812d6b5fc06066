/**
 * The operator works on Turkish time: "today", the earliest pickup date and every business date
 * are Istanbul dates whatever time zone the server or the visitor's browser runs in.
 */
import { once } from './once.js';

export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const HM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Istanbul has kept UTC+3 all year since September 2016 (no daylight saving time). In the browser
 * its dates are computed from that offset rather than by `Intl.DateTimeFormat`: a browser's first
 * time-zone format loads the zone and calendar data, a long task on a phone while the page is being
 * taken over (Lighthouse total blocking time). A unit test holds the offset to the time-zone
 * database for 2017-2040, so a change of Turkey's rules fails it once the runtime's zone data knows.
 */
export const ISTANBUL_UTC_OFFSET_MS = 3 * 3_600_000;

type WallParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

const twoDigits = (n: number): string => String(n).padStart(2, '0');

function fixedOffsetWall(now: Date): WallParts {
  const wall = new Date(now.getTime() + ISTANBUL_UTC_OFFSET_MS);
  return {
    year: String(wall.getUTCFullYear()),
    month: twoDigits(wall.getUTCMonth() + 1),
    day: twoDigits(wall.getUTCDate()),
    hour: twoDigits(wall.getUTCHours()),
    minute: twoDigits(wall.getUTCMinutes()),
  };
}

const istanbulZone = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** the last minutes read (a few hundred, oldest dropped first) */
const wallByMinute = new Map<number, WallParts>();

/** Istanbul's wall clock read from the runtime's time-zone database (`Europe/Istanbul`). */
export function tzDatabaseWall(now: Date): WallParts {
  // The parts have minute resolution, so one reading serves every instant of its minute; a booking
  // asks for "now" and its pickup's instants several times (Intl's formatToParts was 4 % of its CPU).
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = wallByMinute.get(minute);
  if (kept) return kept;
  const parts: Partial<WallParts> = {};
  for (const p of istanbulZone().formatToParts(now)) {
    if (
      p.type === 'year' ||
      p.type === 'month' ||
      p.type === 'day' ||
      p.type === 'hour' ||
      p.type === 'minute'
    ) {
      parts[p.type] = p.value;
    }
  }
  const wall = Object.freeze(parts as WallParts);
  wallByMinute.set(minute, wall);
  if (wallByMinute.size > 256) wallByMinute.delete(wallByMinute.keys().next().value!);
  return wall;
}

let wallClock: (now: Date) => WallParts = fixedOffsetWall;

/**
 * The server decides "today", the earliest pickup and every business day from the time-zone
 * database, where the fixed offset's speed argument does not apply and a change of Turkey's rules
 * must be followed by a tz update alone (issue 29). The API chooses 'tz-database' once at start-up;
 * browsers keep the fixed offset.
 */
export function readIstanbulTimeFrom(source: 'tz-database' | 'fixed-offset'): void {
  wallClock = source === 'tz-database' ? tzDatabaseWall : fixedOffsetWall;
}

/** Which reading this runtime uses: 'tz-database' on the server, 'fixed-offset' in browsers. */
export function istanbulClockSource(): 'tz-database' | 'fixed-offset' {
  return wallClock === tzDatabaseWall ? 'tz-database' : 'fixed-offset';
}

function partsInIstanbul(now: Date): WallParts {
  return wallClock(now);
}

/** Istanbul's offset from UTC at an instant, in milliseconds, by the clock this runtime uses. */
function istanbulOffsetAt(instantMs: number): number {
  const p = partsInIstanbul(new Date(instantMs));
  const wallAsUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
  );
  return wallAsUtc - Math.floor(instantMs / 60_000) * 60_000;
}

/** Today's date in Istanbul as 'YYYY-MM-DD'. */
export function todayInIstanbul(now: Date = new Date()): string {
  const p = partsInIstanbul(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A real calendar date written 'YYYY-MM-DD' (2026-02-30 is rejected). */
export function isValidYmd(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = YMD.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A 24-hour time written 'HH:MM', as a time input sends it ('09:05', '23:59'). */
export function isValidHm(s: unknown): s is string {
  return typeof s === 'string' && HM.test(s);
}

/** Pickup and tour dates may be today or later, in Istanbul (spec §5). Invalid dates are false. */
export function isDateNotInPast(dateYmd: string, now: Date = new Date()): boolean {
  return isValidYmd(dateYmd) && dateYmd >= todayInIstanbul(now);
}

/** The return date may not be before the pickup date (spec §5: its minimum is the pickup date). */
export function isReturnNotBeforePickup(pickupYmd: string, returnYmd: string): boolean {
  return isValidYmd(pickupYmd) && isValidYmd(returnYmd) && returnYmd >= pickupYmd;
}

/**
 * Short Turkish date, the tr-TR numeric form: '2026-11-21' → '21.11.2026'. Built from the
 * string, not from a Date, so no time zone can shift the day. Invalid input is returned unchanged.
 */
export function formatDateTr(ymd: string): string {
  const m = YMD.exec(ymd);
  return m && isValidYmd(ymd) ? `${m[3]}.${m[2]}.${m[1]}` : ymd;
}

const longTr = once(
  () =>
    new Intl.DateTimeFormat('tr-TR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      weekday: 'long',
      timeZone: 'UTC',
    }),
);

/** Long Turkish date for headings such as the admin title bar: '21 Kasım 2026 Cumartesi'. */
export function formatDateLongTr(ymd: string): string {
  const m = YMD.exec(ymd);
  if (!m || !isValidYmd(ymd)) return ymd;
  return longTr().format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** An instant shown in Istanbul time, Turkish style: '21.11.2026 14:05' (e.g. a rate's last update). */
export function formatDateTimeTr(instant: Date): string {
  if (Number.isNaN(instant.getTime())) return '';
  const p = partsInIstanbul(instant);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** The UTC instant at which an Istanbul calendar day begins (the offset read at that moment). */
function istanbulDayStart(year: number, monthIndex: number, day: number): Date {
  const midnightAsUtc = Date.UTC(year, monthIndex, day);
  const guess = midnightAsUtc - istanbulOffsetAt(midnightAsUtc);
  return new Date(midnightAsUtc - istanbulOffsetAt(guess));
}

/**
 * The Istanbul calendar month containing `now`, as a half-open range of UTC instants
 * [start, end) for comparing with stored ISO timestamps, plus its 'YYYY-MM' label.
 * At 2026-03-31T22:30Z it is already April in Istanbul.
 */
export function istanbulMonthRange(now: Date = new Date()): { month: string; start: Date; end: Date } {
  const [year, month] = todayInIstanbul(now).split('-').map(Number) as [number, number];
  return {
    month: `${year}-${String(month).padStart(2, '0')}`,
    start: istanbulDayStart(year, month - 1, 1),
    end: istanbulDayStart(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1),
  };
}

/**
 * The earliest pickup an Istanbul clock allows `noticeHours` after `now`, as 'YYYY-MM-DD' and
 * 'HH:MM' (Istanbul wall time, so it compares with what the visitor picked).
 */
export function earliestPickupInIstanbul(now: Date, noticeHours = 0): { date: string; time: string } {
  const p = partsInIstanbul(new Date(now.getTime() + Math.max(0, noticeHours) * 3_600_000));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/**
 * Whether a pickup on `dateYmd` at `timeHm` (Istanbul) comes before the earliest allowed one:
 * past times always, and with `noticeHours` also those closer than that to `now`. A pickup
 * in the current minute counts as not past. Invalid input is false (other rules refuse it).
 */
export function isPickupTooSoon(dateYmd: string, timeHm: string, now: Date, noticeHours = 0): boolean {
  if (!isValidYmd(dateYmd) || !isValidHm(timeHm)) return false;
  const earliest = earliestPickupInIstanbul(now, noticeHours);
  return `${dateYmd} ${timeHm}` < `${earliest.date} ${earliest.time}`;
}

/** An Istanbul calendar day ('YYYY-MM-DD') as a half-open range of UTC instants [start, end). */
export function istanbulDayRange(ymd: string): { start: Date; end: Date } {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return { start: istanbulDayStart(year, month - 1, day), end: istanbulDayStart(year, month - 1, day + 1) };
}
