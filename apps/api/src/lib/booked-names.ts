import { DEFAULT_LANG, isLang, localize, parseTranslations, type Lang, type TranslatableEntity } from '@riviera/domain';

/** A booking's stored language as a site language; Turkish for an unknown or missing one. */
export const bookedLanguage = (stored: string | null | undefined): Lang =>
  stored && isLang(stored) ? stored : DEFAULT_LANG;

/**
 * A catalogue text a booking names (an extra service, a vehicle type, a tour's title…) in the
 * booking's language (decision 024). The booking keeps the Turkish name it was made with: that
 * snapshot is what Turkish readers see and what every language falls back to, also when the
 * catalogue record was deleted (`translations` null) or has no text in that language.
 */
export function bookedName(
  stored: string,
  translations: string | null | undefined,
  lang: Lang,
  entity: TranslatableEntity,
  field: string,
): string {
  if (lang === DEFAULT_LANG || translations == null) return stored;
  const localized = localize({ [field]: stored }, parseTranslations(translations), lang, entity);
  const value = localized[field];
  return typeof value === 'string' ? value : stored;
}
