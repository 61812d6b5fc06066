import { LANGUAGES, isLang, languagePrefix, switchLanguagePath, type Lang } from '@riviera/domain';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';

const LABELS: Record<Lang, string> = { tr: 'Türkçe', en: 'English', de: 'Deutsch', ru: 'Русский', pl: 'Polski' };

/**
 * Links to the same page in the other languages. Each language has its own address (`/en/…`), so
 * switching is a plain link: a crawler follows it, a reload stays in the language, and the page
 * arrives in that language from the server.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current: Lang = isLang(i18n.language) ? i18n.language : 'tr';
  // The router works below the language prefix; the switcher needs the whole address.
  const fullPath = `${languagePrefix(current)}${location.pathname}`;
  return (
    <div role="group" aria-label={t('shell.language')} className={`flex items-center gap-0.5 ${className}`}>
      {LANGUAGES.map((lng) => (
        <a
          key={lng}
          href={`${switchLanguagePath(fullPath, lng)}${location.search}${location.hash}`}
          hrefLang={lng}
          lang={lng}
          title={LABELS[lng]}
          aria-current={current === lng ? 'true' : undefined}
          className={`rounded px-1.5 py-1 text-xs lg:px-1 xl:px-1.5 font-bold uppercase tracking-wide transition ${
            current === lng ? 'bg-teal-700 text-white' : 'opacity-80 hover:opacity-100'
          }`}
        >
          {/* The name starts with what is shown ('label in name', WCAG 2.5.3), then says the language. */}
          {lng}
          <span className="sr-only">{` ${LABELS[lng]}`}</span>
        </a>
      ))}
    </div>
  );
}
