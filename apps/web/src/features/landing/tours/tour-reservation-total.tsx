import { formatPrice, quoteTourReservation, type Lang } from '@riviera/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useCurrency } from '../../../lib/currency-preference';
import type { TourDto } from '../api';
import { ctaClass } from '../cta';

/**
 * The form's foot: the live total in the chosen currency (children at children_price, or half the
 * adult price) with what it is made of, and the submit button.
 */
export function TourReservationTotal({
  tour,
  adults,
  children,
  currency,
  lang,
  submitting,
}: {
  tour: TourDto;
  adults: number;
  children: number | undefined;
  currency: string;
  lang: Lang;
  submitting: boolean;
}) {
  const { t } = useTranslation('landing');
  const { currencies } = useCurrency();
  const quote = useMemo(() => {
    const rate = (code: string) => currencies.find((c) => c.code === code)?.rate_to_try;
    const own = rate(tour.currency) ?? rate('EUR');
    const target = rate(currency);
    if (!own || !target || !Number.isInteger(adults) || !Number.isInteger(children ?? 0)) return null;
    return quoteTourReservation({
      price: tour.price,
      childrenPrice: tour.children_price,
      tourRateToTry: own,
      targetRateToTry: target,
      adults,
      children: children ?? 0,
    });
  }, [currencies, tour, currency, adults, children]);

  return (
    <div
      className="flex flex-col gap-4 rounded-xl bg-sea-50 p-4 @lg:flex-row @lg:items-center @lg:justify-between"
      aria-live="polite"
    >
      <div className="text-sm text-slate-700">
        <p className="text-xs font-semibold uppercase tracking-wide text-sea-700">{t('tourForm.total')}</p>
        {quote ? (
          <>
            <p className="text-2xl font-extrabold text-sea-900" data-testid="tour-total">
              {formatPrice(quote.total, currency, lang)}
            </p>
            <p data-testid="tour-breakdown">
              {t('tourForm.breakdownAdults', {
                n: adults,
                price: formatPrice(quote.unitPrice, currency, lang),
              })}
              {(children ?? 0) > 0
                ? ` + ${t('tourForm.breakdownChildren', { n: children, price: formatPrice(quote.unitChildrenPrice, currency, lang) })}`
                : null}
            </p>
          </>
        ) : (
          <p>{t('tourForm.totalPending')}</p>
        )}
      </div>
      <button type="submit" disabled={submitting} className={ctaClass}>
        {submitting ? t('tourForm.submitting') : t('tourForm.submit')}
      </button>
    </div>
  );
}
