/**
 * 'Yola çıkmadı' on the board (issue 26 item 3, decision 039): a job whose driver has not tapped
 * 'Yola çıktım' N minutes before its pickup is highlighted, from that moment on (the board checks
 * as time passes, not only when it loads) until two hours after the pickup, when the alert has
 * done its work. N is a site setting; 0 turns the highlight off.
 */
export const NOT_SET_OFF_SETTING_KEY = 'dispatch_not_set_off_minutes';
/** Half an hour: time to phone the driver and still reach an airport pickup in the region. */
export const NOT_SET_OFF_DEFAULT_MINUTES = 30;
export const NOT_SET_OFF_MAX_MINUTES = 240;
/** After this long past the pickup, a job without statuses is history, not an alert. */
const ALERT_ENDS_AFTER_PICKUP_MINUTES = 120;
/** Istanbul keeps UTC+03:00 all year (no daylight saving since 2016). */
const ISTANBUL_OFFSET = '+03:00';

/** Whether a stored or submitted value is a whole number of minutes in 0-240. */
export function isValidNotSetOffMinutes(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,3}$/.test(text) && Number(text) <= NOT_SET_OFF_MAX_MINUTES;
}

/** The minutes a stored setting gives; unset or damaged gives the default. */
export function notSetOffMinutesOf(stored: string | null | undefined): number {
  return isValidNotSetOffMinutes(stored) ? Number(stored!.trim()) : NOT_SET_OFF_DEFAULT_MINUTES;
}

/** The catalogue key of what is wrong with the setting's value, or undefined for other keys. */
export function notSetOffSettingError(key: string, value: string): string | undefined {
  if (key === NOT_SET_OFF_SETTING_KEY && !isValidNotSetOffMinutes(value))
    return 'validation.not_set_off_minutes_invalid';
  return undefined;
}

/** What the rule reads of a job: its Istanbul pickup, the booking's status and the driver's latest. */
export interface NotSetOffSubject {
  date: string;
  time: string | null;
  status: string;
  trip_status: unknown;
}

/**
 * Whether the job's driver should have set off by `now`: no status tapped, pickup within `minutes`
 * (or passed less than two hours ago), the booking neither cancelled nor completed, a pickup time
 * known. `minutes` 0: never.
 */
export function isNotSetOff(job: NotSetOffSubject, now: Date, minutes: number): boolean {
  if (minutes <= 0 || job.trip_status || !job.time || !/^\d{2}:\d{2}$/.test(job.time)) return false;
  if (job.status === 'cancelled' || job.status === 'completed') return false;
  const pickup = Date.parse(`${job.date}T${job.time}:00${ISTANBUL_OFFSET}`);
  if (Number.isNaN(pickup)) return false;
  const t = now.getTime();
  return t >= pickup - minutes * 60_000 && t < pickup + ALERT_ENDS_AFTER_PICKUP_MINUTES * 60_000;
}

/** Minutes until the pickup (negative once it passed), for 'alışa 12 dk'. */
export function minutesToPickup(job: Pick<NotSetOffSubject, 'date' | 'time'>, now: Date): number | null {
  if (!job.time) return null;
  const pickup = Date.parse(`${job.date}T${job.time}:00${ISTANBUL_OFFSET}`);
  return Number.isNaN(pickup) ? null : Math.ceil((pickup - now.getTime()) / 60_000);
}
