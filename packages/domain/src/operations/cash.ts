/**
 * Cash on arrival, accounted (issue 26 item 2, decision 035): what a driver should collect for a
 * job, and a driver's day settled per currency. Pure; amounts are in the currency's units with
 * two decimals at most, summed in minor units so that 0.1 + 0.2 is 0.30.
 */

/** One cash amount in one currency. */
export interface CashAmount {
  amount: number;
  currency: string;
}

/**
 * What the driver collects for this job: the booking's whole price in its own currency on the
 * first leg (a round trip's both legs are paid on arrival), nothing on the return, the
 * reservation's price for a tour. Cancelled jobs: nothing.
 */
export function expectedCashOf(job: {
  leg: 'outbound' | 'return' | 'tour';
  status: string;
  total_price: number | null;
  currency: string | null;
}): CashAmount | null {
  if (job.status === 'cancelled' || job.leg === 'return') return null;
  if (job.total_price === null || !job.currency) return null;
  return { amount: Number(job.total_price), currency: job.currency };
}

export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;

/** A driver's day in one currency: expected, collected, handed to the office, and the difference. */
export interface SettlementLine {
  currency: string;
  expected: number;
  collected: number;
  /** null until staff confirm the hand-over */
  handed: number | null;
  /** handed − expected once handed (what the office is short, negative, or over); else collected − expected */
  difference: number;
}

/**
 * The day's totals per currency from its jobs' expected and collected amounts and the confirmed
 * hand-overs; currencies in alphabetical order, every currency that appears anywhere listed.
 */
export function settleDay(
  jobs: { expected: CashAmount | null; collected: CashAmount | null }[],
  handovers: CashAmount[],
): SettlementLine[] {
  const lines = new Map<string, { expected: number; collected: number; handed: number | null }>();
  const line = (currency: string) => {
    let l = lines.get(currency);
    if (!l) lines.set(currency, (l = { expected: 0, collected: 0, handed: null }));
    return l;
  };
  for (const j of jobs) {
    if (j.expected) line(j.expected.currency).expected += toMinor(j.expected.amount);
    if (j.collected) line(j.collected.currency).collected += toMinor(j.collected.amount);
  }
  for (const h of handovers) {
    const l = line(h.currency);
    l.handed = (l.handed ?? 0) + toMinor(h.amount);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, l]) => ({
      currency,
      expected: fromMinor(l.expected),
      collected: fromMinor(l.collected),
      handed: l.handed === null ? null : fromMinor(l.handed),
      difference: fromMinor((l.handed ?? l.collected) - l.expected),
    }));
}
