import { DEFAULT_LANG, isLang, type Lang } from '@riviera/domain';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The language staff-edited content is asked in (decision 014): the language on screen. Every
 * public content request carries it as `?lang=` and every such query key includes it, so a switch
 * refetches. Server rendering sets i18next's language from the URL, and these read it the same way.
 */
export const toContentLang = (language: string | undefined): Lang => {
  const primary = language?.split('-')[0]?.toLowerCase();
  return isLang(primary) ? primary : DEFAULT_LANG;
};

/** The language on screen now, outside React (a submission, a prefetch after start-up). */
export const currentContentLang = (): Lang => toContentLang(i18n.resolvedLanguage ?? i18n.language);

/** The language on screen; the component re-renders (and its queries refetch) when it changes. */
export function useContentLang(): Lang {
  const { i18n: instance } = useTranslation();
  return toContentLang(instance.resolvedLanguage ?? instance.language);
}
