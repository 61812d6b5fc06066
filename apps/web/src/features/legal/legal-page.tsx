import type { Lang, LegalKind } from '@riviera/domain';
import { useTranslation } from '../../i18n/use-translation';
import { useLegalDocument } from '../../lib/legal';
import { LegalText } from './legal-text';

/**
 * A legal page (KVKK notice, privacy policy) in the language its path names (/en/privacy-notice is
 * English, like every page below /en). The server renders it with the text; the tab's title is the
 * page's own (DocumentTitle), as in the server's head.
 */
export function LegalPage({ kind, lang }: { kind: LegalKind; lang: Lang }) {
  const { t } = useTranslation('common');
  const doc = useLegalDocument(kind, lang);
  const date = doc.data
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(new Date(doc.data.updated_at))
    : '';
  return (
    // The layout holds the page's one <main>; a second one nested in it confused landmark navigation.
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-28 sm:px-6">
      {doc.isPending && <p className="text-slate-500">…</p>}
      {doc.isError && (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
          <p>{t('legal.loadFailed')}</p>
          <button type="button" className="mt-2 font-semibold underline" onClick={() => void doc.refetch()}>
            {t('legal.retry')}
          </button>
        </div>
      )}
      {doc.data && (
        <article lang={doc.data.lang}>
          <h1 className="mb-2 text-3xl font-extrabold text-sea-900">{doc.data.title}</h1>
          <p className="mb-8 text-sm text-slate-500" data-testid="legal-version">
            {t('legal.versionLine', { version: doc.data.version, date })}
          </p>
          {doc.data.lang !== lang && <p className="mb-6 rounded bg-amber-50 p-3 text-sm text-amber-800">{t('legal.translationMissing')}</p>}
          <LegalText content={doc.data.content} />
        </article>
      )}
    </div>
  );
}
