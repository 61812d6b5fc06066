import type { CurrencyInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { CurrencyRow, Database } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { RunExclusive } from '../../lib/run-exclusive.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { currencyAdminRepository as repo } from './currencies.admin.repository.js';
import { fetchTcmbRates, type TcmbRate } from './tcmb-rates.js';
import { recordTaskRun, TASKS } from '../../lib/task-runs.js';

export const currencyFormOf = (c: CurrencyRow) => ({
  code: c.code,
  name: c.name,
  symbol: c.symbol,
  rate_to_try: c.rate_to_try,
  rate_from_try: c.rate_from_try,
  is_active: c.is_active === 1,
});

export interface RatesUpdateResult {
  currencies: CurrencyRow[];
  /** codes whose rates were set from the file (and TRY, which is always 1) */
  updated: string[];
  /** codes the file does not list: left as they were */
  unchanged: string[];
}

export function currencyAdminService(
  db: Kysely<Database>,
  opts: { ratesUrl: string; ratesTimeoutMs?: number; runExclusive?: RunExclusive },
) {
  async function require(id: number) {
    const row = await repo.find(db, id);
    if (!row) throw notFound('error.currency_not_found');
    return row;
  }
  const codeTaken = (err: unknown) => (isUniqueViolation(err) ? conflict('error.currency_code_taken') : err);

  return {
    require,
    listAll: () => repo.listAll(db),

    async create(admin: AdminPrincipal | null, input: CurrencyInput) {
      if (await repo.findByCode(db, input.code)) throw conflict('error.currency_code_taken');
      const now = nowIso();
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await repo.insert(trx, {
            code: input.code,
            name: input.name,
            symbol: input.symbol,
            rate_to_try: input.rate_to_try,
            rate_from_try: input.rate_from_try,
            is_active: toFlag(input.is_active),
            is_base: 0,
            last_updated: now,
            created_at: now,
            updated_at: now,
          });
          await recordAudit(trx, { admin, action: 'create', entity: 'currency', entityId: row.id, after: row });
          return row;
        });
      } catch (err) {
        throw codeTaken(err);
      }
    },

    async update(admin: AdminPrincipal | null, before: CurrencyRow, input: CurrencyInput) {
      if (before.is_base === 1 && !input.is_active) throw new AppError(422, 'error.validation', { is_active: ['error.base_currency_inactive'] });
      const other = await repo.findByCode(db, input.code);
      if (other && other.id !== before.id) throw conflict('error.currency_code_taken');
      const now = nowIso();
      const ratesChanged = input.rate_to_try !== before.rate_to_try || input.rate_from_try !== before.rate_from_try;
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await repo.update(trx, before.id, {
            code: input.code,
            name: input.name,
            symbol: input.symbol,
            rate_to_try: input.rate_to_try,
            rate_from_try: input.rate_from_try,
            is_active: toFlag(input.is_active),
            ...(ratesChanged ? { last_updated: now } : {}),
            updated_at: now,
          });
          await recordAudit(trx, { admin, action: 'update', entity: 'currency', entityId: row.id, before, after: row });
          return row;
        });
      } catch (err) {
        throw codeTaken(err);
      }
    },

    /** The base currency cannot be deleted (the UI hides the button; the server refuses too). */
    async remove(admin: AdminPrincipal | null, before: CurrencyRow) {
      if (before.is_base === 1) throw conflict('error.base_currency_delete');
      await db.transaction().execute(async (trx) => {
        // Bookings and tours keep the code, and their prices and look-ups read its rate: 'Pasif' instead.
        if (await repo.isInUse(trx, before.code)) throw conflict('error.currency_in_use');
        await repo.delete(trx, before.id);
        await recordAudit(trx, { admin, action: 'delete', entity: 'currency', entityId: before.id, before });
      });
    },

    /**
     * 'Kurları Güncelle': today's central-bank rates for every currency the file lists (TRY is 1),
     * all in one transaction. If the file cannot be had or read, nothing changes and the answer is
     * the spec's 'Kur güncelleme sırasında hata oluştu!'.
     */
    async updateRates(admin: AdminPrincipal | null, log?: (err: unknown) => void): Promise<RatesUpdateResult> {
      if (!opts.runExclusive) return refreshRates(admin, log);
      // One refresh at a time across instances; a second click waits and refreshes again after it.
      const result = await opts.runExclusive(TASKS.ratesRefresh, () => refreshRates(admin, log), { wait: true });
      if (!result.ran) throw new Error('exchange-rate refresh lock not taken');
      return result.value;
    },
  };

  /** The refresh, remembered for the dashboard whatever its outcome (decision 030). */
  async function refreshRates(admin: AdminPrincipal | null, log?: (err: unknown) => void): Promise<RatesUpdateResult> {
    const startedAt = new Date().toISOString();
    const by = admin?.username ?? null;
    try {
      const result = await applyFreshRates(admin, log);
      const summary = { updated: result.updated.length, unchanged: result.unchanged.length };
      await recordTaskRun(db, TASKS.ratesRefresh, { startedAt, outcome: 'ok', by, summary });
      return result;
    } catch (err) {
      // The fetch's own error (a timeout, a refused connection) says more than the answer's 502.
      await recordTaskRun(db, TASKS.ratesRefresh, { startedAt, outcome: 'failed', by, error: err instanceof AppError && err.cause ? err.cause : err });
      throw err;
    }
  }

  async function applyFreshRates(admin: AdminPrincipal | null, log?: (err: unknown) => void): Promise<RatesUpdateResult> {
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
        await repo.update(trx, c.id, { rate_to_try: rate, rate_from_try: 1 / rate, last_updated: now, updated_at: now });
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
}
