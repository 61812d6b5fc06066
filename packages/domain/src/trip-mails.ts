import { isValidHm, istanbulDayRange, todayInIstanbul } from './dates.js';

/**
 * The customer's mails about the day of the trip (issue 26 item 5, decision 040): who drives, the
 * reminder the day before, the review request. The rules here are pure; the server queues and
 * renders the mails.
 */

/** The site setting: when, the day before a leg, its reminder goes (Istanbul 'HH:MM'). */
export const TRIP_REMINDER_TIME_SETTING_KEY = 'trip_reminder_time';
export const DEFAULT_TRIP_REMINDER_TIME = '18:00';
/** The site setting: the operator's review page; empty means no review mail at all. */
export const REVIEW_URL_SETTING_KEY = 'review_url';

/** The reminder time a stored setting gives: a damaged or missing one reads as the default. */
export const reminderTimeOf = (stored: string | null | undefined): string =>
  stored !== null && stored !== undefined && isValidHm(stored.trim())
    ? stored.trim()
    : DEFAULT_TRIP_REMINDER_TIME;

/** The review link a stored setting gives: an http(s) address, else none (no review mail). */
export function reviewUrlOf(stored: string | null | undefined): string | null {
  const v = stored?.trim() ?? '';
  // a web address with a host, nothing a mail client would run or open elsewhere (javascript:, data:)
  return v.length <= 500 && /^https?:\/\/[^\s/?#"'<>]+\.[^\s/?#"'<>]+([/?#][^\s"'<>]*)?$/i.test(v) ? v : null;
}

/** The message key for a wrong trip-mail setting, or undefined (fine, or another key). */
export function tripMailSettingError(key: string, value: string): string | undefined {
  if (key === TRIP_REMINDER_TIME_SETTING_KEY && !isValidHm(value.trim()))
    return 'validation.reminder_time_invalid';
  if (key === REVIEW_URL_SETTING_KEY && value.trim() !== '' && reviewUrlOf(value) === null)
    return 'validation.review_url_invalid';
  return undefined;
}

const addDays = (ymd: string, days: number): string => {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Which reminders are due at `now`: once today's reminder time has come in Istanbul, tomorrow's
 * legs get theirs (and keep getting a chance until midnight, so an instance down at 18:00 sends at
 * 18:05). `sentAt` is that day's reminder moment: a leg booked after it was booked too late for a
 * reminder (its confirmation has just told everything). Null before the reminder time.
 */
export function dueReminders(
  now: Date,
  reminderTime: string,
): { serviceDate: string; reminderAt: Date } | null {
  const today = todayInIstanbul(now);
  const [h, m] = reminderTime.split(':').map(Number) as [number, number];
  const reminderAt = new Date(istanbulDayRange(today).start.getTime() + (h * 60 + m) * 60_000);
  if (now < reminderAt) return null;
  return { serviceDate: addDays(today, 1), reminderAt };
}

/** The name a customer calls the driver by: the first word of the name, never the surname. */
export const driverFirstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/**
 * Whether the review request follows this 'Tamamlandı': on the booking's last leg (a round trip's
 * return, a one-way's outbound, the tour), and never when a leg of it was a no-show.
 */
export function reviewFollows(
  completed: { leg: string },
  legs: readonly { leg: string; trip_status: string | null }[],
): boolean {
  if (legs.some((l) => l.trip_status === 'no_show')) return false;
  const last = legs.some((l) => l.leg === 'return')
    ? 'return'
    : completed.leg === 'tour'
      ? 'tour'
      : 'outbound';
  return completed.leg === last;
}
