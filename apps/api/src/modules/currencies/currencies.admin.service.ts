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
import { currencyRatesService } from './currency-rates.service.js';

export type { RatesUpdateResult } from './currency-rates.service.js';

export const currencyFormOf = (c: CurrencyRow) => ({
  code: c.code,
  name: c.name,
  symbol: c.symbol,
  rate_to_try: c.rate_to_try,
  rate_from_try: c.rate_from_try,
  is_active: c.is_active === 1,
});

/** The columns a currency's form sets, on create and update alike. */
const currencyColumns = (input: CurrencyInput) => ({
  code: input.code,
  name: input.name,
  symbol: input.symbol,
  rate_to_try: input.rate_to_try,
  rate_from_try: input.rate_from_try,
  is_active: toFlag(input.is_active),
});

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
            ...currencyColumns(input),
            is_base: 0,
            last_updated: now,
            created_at: now,
            updated_at: now,
          });
          await recordAudit(trx, {
            admin,
            action: 'create',
            entity: 'currency',
            entityId: row.id,
            after: row,
          });
          return row;
        });
      } catch (err) {
        throw codeTaken(err);
      }
    },

    async update(admin: AdminPrincipal | null, before: CurrencyRow, input: CurrencyInput) {
      if (before.is_base === 1 && !input.is_active)
        throw new AppError(422, 'error.validation', { is_active: ['error.base_currency_inactive'] });
      const other = await repo.findByCode(db, input.code);
      if (other && other.id !== before.id) throw conflict('error.currency_code_taken');
      const now = nowIso();
      const ratesChanged =
        input.rate_to_try !== before.rate_to_try || input.rate_from_try !== before.rate_from_try;
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await repo.update(trx, before.id, {
            ...currencyColumns(input),
            ...(ratesChanged ? { last_updated: now } : {}),
            updated_at: now,
          });
          await recordAudit(trx, {
            admin,
            action: 'update',
            entity: 'currency',
            entityId: row.id,
            before,
            after: row,
          });
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

    ...currencyRatesService(db, opts),
  };
}
