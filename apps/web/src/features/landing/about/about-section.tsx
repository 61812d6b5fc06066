import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useAbout } from '../api';
import { Icon, type IconName } from '../icons';
import { useSectionReady } from '../section-ready';

const STATS = [
  { value: '1000+', key: 'customers' },
  { value: '9+', key: 'years' },
  { value: '24/7', key: 'support' },
] as const;

const SERVICES: { key: string; icon: IconName }[] = [
  { key: 'airport', icon: 'plane' },
  { key: 'hotel', icon: 'hotel' },
  { key: 'intercity', icon: 'route' },
  { key: 'tours', icon: 'compass' },
  { key: 'vip', icon: 'crown' },
  { key: 'events', icon: 'party' },
];

/**
 * About (#about) with the services (#services): the active about entry, whose HTML the server
 * sanitised before storing it, or the built-in text with the §8 message when it is missing or
 * failed. The stats are fixed (§3).
 */
export default function AboutSection() {
  const { t } = useTranslation('landing');
  const { data: about, isPending, isError, error, refetch, isFetching } = useAbout();
  useSectionReady('about', !isPending);
  const missing = isError && error instanceof ApiError && error.status === 404;

  useEffect(() => {
    if (isError)
      console.error(
        missing ? 'About verileri bulunamadı' : 'About verileri yüklenirken bir hata oluştu',
        error,
      );
  }, [isError, missing, error]);

  const features = about?.features.length
    ? about.features
    : (t('about.fallbackFeatures', { returnObjects: true }) as string[]);

  return (
    <div className="space-y-16">
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-5" aria-busy={isPending}>
          <p className="text-sm font-bold uppercase tracking-widest text-teal-700">{t('about.eyebrow')}</p>
          <h2 id="about-title" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {about?.title ?? t('about.fallbackTitle')}
          </h2>
          {isError ? (
            <p
              role="status"
              className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {missing ? t('about.notFound') : t('about.loadError')}
              {missing ? null : (
                <button
                  type="button"
                  disabled={isFetching}
                  onClick={() => void refetch()}
                  className="ml-3 font-semibold text-sea-800 underline underline-offset-2"
                >
                  {t('about.retry')}
                </button>
              )}
            </p>
          ) : null}
          {isPending ? (
            <div className="space-y-3" aria-hidden="true">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="h-4 animate-pulse rounded bg-slate-200" />
              ))}
            </div>
          ) : about ? (
            <>
              {about.main_description ? (
                <p className="text-lg leading-relaxed text-slate-700">{about.main_description}</p>
              ) : null}
              {about.sub_description ? (
                <p className="leading-relaxed text-slate-600">{about.sub_description}</p>
              ) : null}
              {/* Sanitised by the API when it was saved (ARCHITECTURE: admin HTML is cleaned server-side). */}
              <div
                className="space-y-3 leading-relaxed text-slate-600 [&_a]:text-sea-700 [&_a]:underline [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-5"
                dangerouslySetInnerHTML={{ __html: about.description }}
              />
            </>
          ) : (
            <>
              <p className="text-lg leading-relaxed text-slate-700">{t('about.fallbackMain')}</p>
              <p className="leading-relaxed text-slate-600">{t('about.fallbackSub')}</p>
            </>
          )}
        </div>
        <div className="space-y-6">
          <dl className="grid grid-cols-3 gap-3 sm:gap-4">
            {STATS.map((s) => (
              <div
                key={s.key}
                className="flex flex-col-reverse items-center rounded-2xl bg-gradient-to-br from-sea-800 to-sea-900 p-4 text-center text-white shadow-lg sm:p-6"
              >
                <dt className="mt-1 text-xs font-medium text-sea-100 sm:text-sm">
                  {t(`about.stats.${s.key}`)}
                </dt>
                <dd className="text-2xl font-black sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
          {about?.quote ? (
            <blockquote className="rounded-2xl border-l-4 border-lagoon-500 bg-white p-5 text-lg italic leading-relaxed text-slate-700 shadow-sm">
              {`“${about.quote}”`}
            </blockquote>
          ) : null}
          <div className="rounded-2xl bg-white p-5 shadow-sm">
            {!isPending ? (
              <ul className="grid gap-2 sm:grid-cols-2">
                {features.map((f) => (
                  <li key={f} className="flex items-start gap-2 text-slate-700">
                    <span className="mt-0.5 rounded-full bg-lagoon-500/15 p-0.5 text-lagoon-600">
                      <Icon name="check" className="h-4 w-4" />
                    </span>
                    {f}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>

      <section id="services" aria-labelledby="services-title" className="scroll-mt-24">
        <div className="mb-8 text-center">
          <p className="text-sm font-bold uppercase tracking-widest text-teal-700">{t('services.eyebrow')}</p>
          <h2 id="services-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
            {t('services.title')}
          </h2>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((s) => (
            <li
              key={s.key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md"
            >
              <span className="mb-4 inline-flex rounded-xl bg-sea-50 p-3 text-sea-700">
                <Icon name={s.icon} className="h-6 w-6" />
              </span>
              <h3 className="text-lg font-bold text-slate-900">{t(`services.items.${s.key}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">
                {t(`services.items.${s.key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
