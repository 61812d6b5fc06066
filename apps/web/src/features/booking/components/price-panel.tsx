import { formatPrice, transferPriceLines } from '@riviera/domain';
import { useTranslation } from '../../../i18n/use-translation';
import type { PriceQuote } from '../api';

interface Props {
  quote: PriceQuote | undefined;
  calculating: boolean;
  /** the euro price computed in the browser, shown unconverted if the server cannot be asked (spec §8) */
  fallbackEur: number | null;
  failed: boolean;
  roundTrip: boolean;
}

/** The server's price breakdown for the booking as it stands. */
export function PricePanel({ quote, calculating, fallbackEur, failed, roundTrip }: Props) {
  const { t, i18n } = useTranslation('booking');
  // The lines as the server priced them (decision 027): each converted to whole units, then added.
  const lines = quote
    ? transferPriceLines({
        oneWayPriceEur: quote.one_way_price_eur,
        roundTrip: quote.round_trip_applied,
        discountPercent: quote.discount_percent,
        extrasEur: quote.extras.map((x) => x.price_euro),
        rate: quote.exchange_rate,
      })
    : null;
  const money = (amount: number) => (quote ? formatPrice(amount, quote.currency, i18n.language) : '');
  return (
    <section
      aria-labelledby="price-title"
      aria-busy={calculating}
      className="rounded-2xl bg-sea-950 p-5 text-white shadow-lg sm:p-6"
    >
      <h3 id="price-title" className="text-lg font-bold">
        {t('price.title')}
      </h3>
      {quote && lines && !failed ? (
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-sea-100">{roundTrip ? t('price.roundTripBase') : t('price.ride')}</dt>
            <dd className="font-semibold" data-testid="price-ride">{money(lines.ride)}</dd>
          </div>
          {quote.discount_percent > 0 ? (
            <div className="flex justify-between gap-3 text-lagoon-400">
              <dt>{t('price.discount', { percent: quote.discount_percent })}</dt>
              <dd className="font-semibold" data-testid="price-discount">−{money(lines.discount)}</dd>
            </div>
          ) : null}
          {lines.extrasTotal > 0 ? (
            <div className="flex justify-between gap-3">
              <dt className="text-sea-100">{t('price.extras')}</dt>
              <dd className="font-semibold" data-testid="price-extras">+{money(lines.extrasTotal)}</dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between gap-3 border-t border-white/15 pt-3">
            <dt className="text-base font-semibold">{t('price.total')}</dt>
            <dd className="text-3xl font-extrabold" data-testid="total-price">
              {formatPrice(quote.total_price, quote.currency, i18n.language)}
            </dd>
          </div>
        </dl>
      ) : failed && fallbackEur !== null ? (
        <div className="mt-4">
          <p className="text-3xl font-extrabold" data-testid="total-price">
            {formatPrice(fallbackEur, 'EUR', i18n.language)}
          </p>
          <p className="mt-1 text-xs text-sea-100">{t('price.estimate')}</p>
        </div>
      ) : (
        <p className="mt-4 text-sea-100" role="status">
          {t('price.calculating')}
        </p>
      )}
      {calculating && quote ? (
        <p className="mt-2 text-xs text-sea-100" role="status">
          {t('price.calculating')}
        </p>
      ) : null}
      <p className="mt-4 text-xs text-sea-100">{t('price.payOnArrival')}</p>
    </section>
  );
}
