import { DEFAULT_LANG, compactTranslations, isLang, localize, parseTranslations, pickLanguage, type Lang, type TranslatableEntity, type Translations } from '@riviera/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The `lang` query every public content read accepts (documented; an unknown value reads Turkish). */
export const contentLangQuery = z.object({
  lang: z.string().max(35).optional().describe('tr, en, de, ru or pl; without it the Accept-Language header decides; anything else reads Turkish'),
});

/**
 * The language a public content read answers in (decision 014): `?lang=` when given (an unknown
 * one reads Turkish, the site's own language), else the Accept-Language header, else Turkish.
 */
export function contentLanguageOf(request: FastifyRequest): Lang {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof asked === 'string' && asked !== '') {
    const lang = asked.trim().toLowerCase();
    return isLang(lang) ? lang : DEFAULT_LANG;
  }
  return pickLanguage(request.headers['accept-language']);
}

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
