/**
 * Personal-data retention (decision 023): a trip's personal data is kept for a number of months
 * after the trip, then erased. Dates are Istanbul business dates written 'YYYY-MM-DD'.
 */

/**
 * The first trip date whose data is still kept: a trip that ended before it is past retention.
 * `months` are calendar months back from `today`; a day that does not exist in the earlier month
 * (31 March less one month) falls to that month's last day.
 */
export function retentionCutoffDate(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/** The date a booking's trip ends: the return date of a round trip, else the pickup date. */
export const tripEndDate = (b: { pickup_date: string; return_date: string | null }): string => b.return_date ?? b.pickup_date;
