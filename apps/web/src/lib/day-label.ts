import { addDaysYmd, todayInIstanbul } from '@riviera/domain';

const LONG = new Intl.DateTimeFormat('tr-TR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '24 Kasım 2026 Salı' for a business date (read at noon UTC, so no zone can shift the day). */
export function longDate(dateYmd: string): string {
  return LONG.format(new Date(`${dateYmd}T12:00:00Z`));
}

/** 'Bugün', 'Yarın', 'Dün' or '' for a business date, seen from Istanbul's today. */
export function relativeDayName(dateYmd: string, now: Date = new Date()): string {
  const today = todayInIstanbul(now);
  if (dateYmd === today) return 'Bugün';
  if (dateYmd === addDaysYmd(today, 1)) return 'Yarın';
  if (dateYmd === addDaysYmd(today, -1)) return 'Dün';
  return '';
}
