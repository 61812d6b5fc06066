import { DEFAULT_LANG, isLang, type Lang } from '@riviera/domain';
import { currentTranslator, useTranslation } from '../i18n/use-translation';

/**
 * The language staff-edited content is asked in (decision 014): the language on screen. Every
 * public content request carries it as `?lang=` and every such query key includes it, so a switch
 * refetches. Server rendering gives the tree a translator in the URL's language, and these read it the same way.
 */
export const toContentLang = (language: string | undefined): Lang => {
  const primary = language?.split('-')[0]?.toLowerCase();
  return isLang(primary) ? primary : DEFAULT_LANG;
};

/** The language on screen now, outside React (a submission, a prefetch after start-up). */
export const currentContentLang = (): Lang => toContentLang(currentTranslator()?.language);

/** The language on screen; the component re-renders (and its queries refetch) when it changes. */
export function useContentLang(): Lang {
  const { i18n: instance } = useTranslation();
  return toContentLang(instance.resolvedLanguage ?? instance.language);
}
