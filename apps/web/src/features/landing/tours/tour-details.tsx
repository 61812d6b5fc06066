import { DEFAULT_CHILDREN_PRICE_RATIO, imageSrcSet } from '@riviera/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { phoneDigits, settingOf, useSiteSettings } from '../../../lib/site-settings';
import type { TourDto } from '../api';
import { ctaClass } from '../cta';
import { Icon, type IconName } from '../icons';
import { useTourPriceFormat } from './use-tour-price';

/**
 * The tour modal's first view (public-site §2) and the body of the tour's page: everything about
 * the tour, then the actions. `pageHref` (the modal) adds a link to the tour's own page. `heading`
 * is the level of the lists' headings below the host's title: h3 in the modal (under its h2), h2 on
 * the tour's page (under its h1), so headings never skip a level. `onPage`: the tour's own page,
 * where the photo is the largest paint of the first screen: fetched first, never lazily.
 */
export function TourDetails({
  tour,
  onReserve,
  pageHref,
  heading = 'h3',
  onPage = false,
}: {
  tour: TourDto;
  onReserve: () => void;
  pageHref?: string;
  heading?: 'h2' | 'h3';
  onPage?: boolean;
}) {
  const { t } = useTranslation('landing');
  const price = useTourPriceFormat();
  const { data: settings } = useSiteSettings();
  const phone = settingOf(settings, 'contact_phone');
  const childPrice = tour.children_price ?? tour.price * DEFAULT_CHILDREN_PRICE_RATIO;

  return (
    <div className="space-y-6">
      {tour.image ? (
        <img
          src={tour.image}
          srcSet={imageSrcSet(tour.image, 'photo')}
          // the page: 3/5 of max-w-6xl beside the form from lg, full width below; the modal: max-w-4xl
          sizes={onPage ? '(min-width: 1024px) 41rem, calc(100vw - 2rem)' : '(min-width: 56rem) 52rem, 100vw'}
          fetchPriority={onPage ? 'high' : undefined}
          alt={tour.title}
          width={960}
          height={540}
          className="aspect-video w-full rounded-xl object-cover"
        />
      ) : null}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact icon="compass" label={t('tours.category')} value={tour.category || t('tours.notSpecified')} />
        <Fact icon="clock" label={t('tours.duration')} value={tour.duration || t('tours.notSpecified')} />
        <Fact icon="pin" label={t('tours.location')} value={tour.location || t('tours.notSpecified')} />
        <div className="rounded-xl bg-sea-50 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-sea-700">{t('tours.prices')}</dt>
          <dd className="mt-1 font-bold text-slate-900">
            {t('tours.adultPrice', { price: price(tour.price, tour.currency) })}
            <span className="block text-xs font-medium text-slate-600">
              {t('tours.childPrice', { price: price(childPrice, tour.currency) })}
            </span>
          </dd>
        </div>
      </dl>
      {tour.description ? (
        <p className="whitespace-pre-line leading-relaxed text-slate-700">{tour.description}</p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-3">
        <List heading={heading} title={t('tours.highlights')} items={tour.features} icon="star" tone="text-orange-600" />
        <List heading={heading} title={t('tours.included')} items={tour.inclusions} icon="check" tone="text-lagoon-600" />
        <List heading={heading} title={t('tours.excluded')} items={tour.exclusions} icon="cross" tone="text-red-500" />
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row">
        <button type="button" onClick={onReserve} className={`${ctaClass} flex-1`}>
          <Icon name="calendar" />
          {t('tours.reserve')}
        </button>
        {phone ? (
          <a href={`tel:${phoneDigits(phone)}`} className={buttonClass('secondary', 'flex-1 py-3 text-base')}>
            <Icon name="phone" />
            {t('tours.call')}
          </a>
        ) : null}
      </div>
      {pageHref ? (
        <Link to={pageHref} className="inline-flex items-center gap-1 text-sm font-semibold text-sea-700 hover:underline" data-testid="tour-page-link">
          {t('tourPage.openPage')}
          <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
      ) : null}
    </div>
  );
}

function Fact({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
        <Icon name={icon} className="h-4 w-4 text-lagoon-600" />
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function List({
  heading: Heading,
  title,
  items,
  icon,
  tone,
}: {
  heading: 'h2' | 'h3';
  title: string;
  items: string[];
  icon: IconName;
  tone: string;
}) {
  if (items.length === 0) return null;
  return (
    <section>
      <Heading className="mb-2 font-bold text-slate-900">{title}</Heading>
      <ul className="space-y-1.5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span className={`mt-0.5 shrink-0 ${tone}`}>
              <Icon name={icon} className="h-4 w-4" />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
