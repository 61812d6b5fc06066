import { conversionRate, roundMoney } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { currencyRepository } from './currencies.repository.js';

export function currencyService(db: Kysely<Database>) {
  const repo = currencyRepository(db);
  return {
    listAll: () => repo.listAll(),
    listActive: () => repo.listActive(),
    /** Converts with the ratio of the two currencies' TRY rates, as every price on the site is. */
    async convert(from: string, to: string, amount: number) {
      const [a, b] = await Promise.all([repo.findByCode(from), repo.findByCode(to)]);
      // A rate of 0 (stored before rates had to be positive) cannot convert: as if the currency were not there.
      if (!a || !b || !(a.rate_to_try > 0) || !(b.rate_to_try > 0)) throw new AppError(404, 'error.currency_not_found');
      const rate = conversionRate(a.rate_to_try, b.rate_to_try);
      return { from: a.code, to: b.code, amount, rate, converted_amount: roundMoney(amount * rate) };
    },
  };
}
