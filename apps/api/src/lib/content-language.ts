import { DEFAULT_LANG, compactTranslations, localize, parseTranslations, type Lang, type TranslatableEntity, type Translations } from '@riviera/domain';

/** A record's stored translations (a row's `translations` JSON text). */
export const translationsOf = (row: { translations: string }): Translations => parseTranslations(row.translations);

/**
 * A public DTO in `lang`: each translatable field from the row's translations when it has a value
 * there, else the Turkish one.
 */
export const inLanguage = <T extends object>(dto: T, row: { translations: string }, lang: Lang, entity: TranslatableEntity): T =>
  lang === DEFAULT_LANG ? dto : localize(dto, translationsOf(row), lang, entity);

/**
 * The `translations` column of an admin write: the sent translations without empty values, or
 * nothing when none were sent (a save with Turkish alone keeps what is stored).
 */
export const translationsColumn = (sent: Translations | undefined): { translations?: string } =>
  sent === undefined ? {} : { translations: JSON.stringify(compactTranslations(sent)) };
