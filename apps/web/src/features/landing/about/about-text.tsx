import { useTranslation } from '../../../i18n/use-translation';
import type { AboutDto } from '../api';

/** Why the about entry is not shown: missing (404), or failed with a retry. */
export function AboutLoadProblem({
  missing,
  retrying,
  onRetry,
}: {
  missing: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('landing');
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {missing ? t('about.notFound') : t('about.loadError')}
      {missing ? null : (
        <button
          type="button"
          disabled={retrying}
          onClick={onRetry}
          className="ml-3 font-semibold text-sea-800 underline underline-offset-2"
        >
          {t('about.retry')}
        </button>
      )}
    </p>
  );
}

/** The about text: placeholder lines while loading, the entry when there is one, else the built-in text. */
export function AboutText({ about, pending }: { about: AboutDto | undefined; pending: boolean }) {
  const { t } = useTranslation('landing');
  if (pending)
    return (
      <div className="space-y-3" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-4 animate-pulse rounded bg-slate-200" />
        ))}
      </div>
    );
  if (!about)
    return (
      <>
        <p className="text-lg leading-relaxed text-slate-700">{t('about.fallbackMain')}</p>
        <p className="leading-relaxed text-slate-600">{t('about.fallbackSub')}</p>
      </>
    );
  return (
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
  );
}
