import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { useAbout } from '../api';
import { useSectionReady } from '../section-ready';
import { AboutHighlights } from './about-highlights';
import { AboutLoadProblem, AboutText } from './about-text';
import { ServicesList } from './services-list';

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
            <AboutLoadProblem missing={missing} retrying={isFetching} onRetry={() => void refetch()} />
          ) : null}
          <AboutText about={about} pending={isPending} />
        </div>
        <AboutHighlights quote={about?.quote} features={features} pending={isPending} />
      </div>

      <ServicesList />
    </div>
  );
}
