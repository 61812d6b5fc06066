import { LANGUAGES, type Lang } from '@riviera/domain';
import { useTranslation } from 'react-i18next';

const LABELS: Record<Lang, string> = { tr: 'Türkçe', en: 'English', de: 'Deutsch', ru: 'Русский', pl: 'Polski' };

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'tr') as Lang;
  return (
    <div role="group" aria-label={t('shell.language')} className={`flex items-center gap-0.5 ${className}`}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          title={LABELS[lng]}
          aria-label={LABELS[lng]}
          aria-pressed={current === lng}
          onClick={() => void i18n.changeLanguage(lng)}
          className={`rounded px-1.5 py-1 text-xs font-bold uppercase tracking-wide transition ${
            current === lng ? 'bg-teal-700 text-white' : 'opacity-80 hover:opacity-100'
          }`}
        >
          {lng}
        </button>
      ))}
    </div>
  );
}
