import { convertAmount } from '@riviera/domain';
import { useCallback } from 'react';
import { useCurrency } from '../../../lib/currency-preference';

/**
 * Formats a tour price (kept in the tour's own currency, euro in practice) in the currency the
 * visitor chose in the navbar. Display only: the server prices every reservation itself.
 */
export function useTourPriceFormat(): (amount: number, tourCurrency: string) => string {
  const { currencies, format } = useCurrency();
  return useCallback(
    (amount, tourCurrency) => {
      const own = currencies.find((c) => c.code === tourCurrency)?.rate_to_try;
      const eur = currencies.find((c) => c.code === 'EUR')?.rate_to_try;
      const inEur = tourCurrency === 'EUR' || !own || !eur ? amount : convertAmount(amount, own, eur);
      return format(inEur);
    },
    [currencies, format],
  );
}
