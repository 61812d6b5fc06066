import { imageSrcSet, routerPath, tourPagePath } from '@riviera/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useContentLang } from '../../../lib/content-language';
import type { TourDto } from '../api';
import { Icon } from '../icons';
import { useTourPriceFormat } from './use-tour-price';

export function TourCard({ tour, onOpen }: { tour: TourDto; onOpen: () => void }) {
  const { t } = useTranslation('landing');
  const price = useTourPriceFormat();
  const lang = useContentLang();
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-200">
        {tour.image ? (
          <img
            src={tour.image}
            srcSet={imageSrcSet(tour.image, 'photo')}
            // the grid: one column on a phone, two from sm, three from lg within max-w-7xl
            sizes="(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw"
            alt={tour.title}
            loading="lazy"
            decoding="async"
            width={640}
            height={480}
            className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-slate-400">
            <Icon name="image" className="h-10 w-10" />
          </div>
        )}
        {tour.category ? (
          <span className="absolute left-3 top-3 rounded-full bg-white/90 px-3 py-1 text-xs font-bold text-sea-800 shadow">
            {tour.category}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-bold leading-snug text-slate-900">
          {/* The tour's own page, for a visitor who wants to keep or share it; the button opens the quick view. */}
          {tour.slug ? (
            <Link to={routerPath(tourPagePath(tour.slug, lang))} className="hover:text-sea-800 hover:underline" data-testid="tour-card-link">
              {tour.title}
            </Link>
          ) : (
            tour.title
          )}
        </h3>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {(
            [
              ['clock', 'tours.duration', tour.duration],
              ['pin', 'tours.location', tour.location],
            ] as const
          ).map(([icon, label, value]) =>
            value ? (
              <li key={icon} className="flex items-center gap-1.5">
                <Icon name={icon} className="h-4 w-4 text-lagoon-600" />
                {/* One text, as the server writes it: two would make hydration insert a node per card. */}
                <span className="sr-only">{`${t(label)}: `}</span>
                {value}
              </li>
            ) : null,
          )}
        </ul>
        <p className="line-clamp-2 text-sm text-slate-600">{tour.description}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p>
            <span className="block text-xs text-slate-500">{t('tours.perPerson')}</span>
            <span className="text-2xl font-extrabold text-sea-800" data-testid="tour-price">
              {price(tour.price, tour.currency)}
            </span>
          </p>
          <button
            type="button"
            onClick={onOpen}
            aria-label={t('tours.detailsFor', { title: tour.title })}
            className="rounded-lg bg-sea-800 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-800"
          >
            {t('tours.details')}
          </button>
        </div>
      </div>
    </article>
  );
}
