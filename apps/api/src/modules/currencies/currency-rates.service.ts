import type { Kysely } from 'kysely';
import type { CurrencyRow, Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { RunExclusive } from '../../lib/run-exclusive.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { currencyAdminRepository as repo } from './currencies.admin.repository.js';
import { fetchTcmbRates, type TcmbRate } from './tcmb-rates.js';
import { recordTaskRun, TASKS } from '../../lib/task-runs.js';

export interface RatesUpdateResult {
  currencies: CurrencyRow[];
  /** codes whose rates were set from the file (and TRY, which is always 1) */
  updated: string[];
  /** codes the file does not list: left as they were */
  unchanged: string[];
}

type RatesOptions = { ratesUrl: string; ratesTimeoutMs?: number; runExclusive?: RunExclusive };

/** The central bank's rates taken over on request, one refresh at a time, each run remembered. */
export function currencyRatesService(db: Kysely<Database>, opts: RatesOptions) {
  return {
    /**
     * 'Kurları Güncelle': today's central-bank rates for every currency the file lists (TRY is 1),
     * all in one transaction. If the file cannot be had or read, nothing changes and the answer is
     * the spec's 'Kur güncelleme sırasında hata oluştu!'.
     */
    async updateRates(
      admin: AdminPrincipal | null,
      log?: (err: unknown) => void,
    ): Promise<RatesUpdateResult> {
      if (!opts.runExclusive) return refreshRates(db, opts, admin, log);
      // One refresh at a time across instances; a second click waits and refreshes again after it.
      const result = await opts.runExclusive(TASKS.ratesRefresh, () => refreshRates(db, opts, admin, log), {
        wait: true,
      });
      if (!result.ran) throw new Error('exchange-rate refresh lock not taken');
      return result.value;
    },
  };
}

/** The refresh, remembered for the dashboard whatever its outcome (decision 030). */
async function refreshRates(
  db: Kysely<Database>,
  opts: RatesOptions,
  admin: AdminPrincipal | null,
  log?: (err: unknown) => void,
): Promise<RatesUpdateResult> {
  const startedAt = new Date().toISOString();
  const by = admin?.username ?? null;
  try {
    const result = await applyFreshRates(db, opts, admin, log);
    const summary = { updated: result.updated.length, unchanged: result.unchanged.length };
    await recordTaskRun(db, TASKS.ratesRefresh, { startedAt, outcome: 'ok', by, summary });
    return result;
  } catch (err) {
    // The fetch's own error (a timeout, a refused connection) says more than the answer's 502.
    await recordTaskRun(db, TASKS.ratesRefresh, {
      startedAt,
      outcome: 'failed',
      by,
      error: err instanceof AppError && err.cause ? err.cause : err,
    });
    throw err;
  }
}

async function applyFreshRates(
  db: Kysely<Database>,
  opts: RatesOptions,
  admin: AdminPrincipal | null,
  log?: (err: unknown) => void,
): Promise<RatesUpdateResult> {
  let rates: TcmbRate[];
  try {
    rates = await fetchTcmbRates(opts.ratesUrl, opts.ratesTimeoutMs);
  } catch (err) {
    log?.(err);
    throw Object.assign(new AppError(502, 'error.rates_update_failed'), { cause: err });
  }
  const byCode = new Map(rates.map((r) => [r.code, r.rateToTry]));
  byCode.set('TRY', 1);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const before = await repo.listAll(trx);
    const updated: string[] = [];
    const unchanged: string[] = [];
    for (const c of before) {
      const rate = byCode.get(c.code);
      // A missing or unusable rate in the file leaves the currency's rate as it is.
      if (rate === undefined || !(rate > 0) || !Number.isFinite(rate)) {
        unchanged.push(c.code);
        continue;
      }
      await repo.update(trx, c.id, {
        rate_to_try: rate,
        rate_from_try: 1 / rate,
        last_updated: now,
        updated_at: now,
      });
      updated.push(c.code);
    }
    const after = await repo.listAll(trx);
    await recordAudit(trx, {
      admin,
      action: 'update',
      entity: 'currency_rates',
      entityId: null,
      before: before.map((c) => ({ code: c.code, rate_to_try: c.rate_to_try })),
      after: after.map((c) => ({ code: c.code, rate_to_try: c.rate_to_try })),
    });
    return { currencies: after, updated, unchanged };
  });
}
