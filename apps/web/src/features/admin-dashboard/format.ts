import { formatPriceWithCents } from '@riviera/domain';

const countFormat = new Intl.NumberFormat('tr-TR');
const monthFormat = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const relative = new Intl.RelativeTimeFormat('tr', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

/** '9.653,00 ₺': TRY as the back-office lists show money (whole units, two decimals, symbol after). */
export const formatTry = (amount: number): string => formatPriceWithCents(amount, 'TRY');
export const formatCount = (n: number): string => countFormat.format(n);
/** '2026-03' → 'Mart 2026' */
export const formatMonth = (ym: string): string => monthFormat.format(new Date(`${ym}-01T00:00:00Z`));
/** '21 Mar 2026 14:05' in Istanbul time. */
export const formatInstant = (iso: string): string => absolute.format(new Date(iso));

/** '5 dakika önce', 'dün', '3 gün önce'… relative to `now`. */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'az önce';
  if (abs < 45 * 60) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 22 * 3600) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 26 * 86400) return relative.format(Math.round(seconds / 86400), 'day');
  return formatInstant(iso);
}
