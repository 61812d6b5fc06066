import { conversionRate, formatPrice, unitPriceIn } from '@riviera/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useCurrency } from '../../../lib/currency-preference';

/**
 * Formats a tour price (kept in the tour's own currency, euro in practice) in the currency the
 * visitor chose in the navbar: converted straight from the tour's currency and rounded to whole
 * units as the reservation form and the server's quote do (decision 027), so 'Adult €55' on a card
 * is the unit the form multiplies. Display only: the server prices every reservation itself.
 */
export function useTourPriceFormat(): (amount: number, tourCurrency: string) => string {
  const { currencies, code } = useCurrency();
  const { i18n } = useTranslation();
  return useCallback(
    (amount, tourCurrency) => {
      const rateOf = (c: string) => currencies.find((x) => x.code === c)?.rate_to_try;
      const own = rateOf(tourCurrency) ?? rateOf('EUR');
      const target = rateOf(code);
      // Without rates (still loading or failed) the price is shown in the tour's own currency.
      if (!own || !target) return formatPrice(amount, tourCurrency, i18n.language);
      return formatPrice(unitPriceIn(amount, conversionRate(own, target)), code, i18n.language);
    },
    [currencies, code, i18n.language],
  );
}
