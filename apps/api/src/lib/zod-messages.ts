import { translateMessage, type Lang } from '@riviera/domain';
import { z } from 'zod';

type LocaleFactory = () => { localeError: (issue: never) => unknown };
const LOCALES: Record<Lang, LocaleFactory> = {
  tr: z.locales.tr,
  en: z.locales.en,
  de: z.locales.de,
  ru: z.locales.ru,
  pl: z.locales.pl,
};

/**
 * Our schemas carry message keys of the domain catalogue ('validation.first_name_required'); those are
 * translated. Any other issue (a zod default) is re-rendered by zod's own locale for the caller's language.
 */
export function localizeZodIssue(issue: z.core.$ZodIssue, lang: Lang): string {
  const translated = translateMessage(issue.message, lang);
  if (translated !== issue.message) return translated;
  try {
    const rendered = LOCALES[lang]().localeError(issue as never);
    if (typeof rendered === 'string') return rendered;
    if (rendered && typeof rendered === 'object' && 'message' in rendered && typeof rendered.message === 'string') {
      return rendered.message;
    }
  } catch {
    // fall through to zod's own message
  }
  return issue.message;
}
