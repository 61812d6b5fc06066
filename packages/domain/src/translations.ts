import { z } from 'zod';
import { optionalText, textList } from './contracts/form-values.js';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './i18n/languages.js';

/**
 * Translatable content (decision 014). A record keeps its Turkish texts in its own columns (the tr
 * value, validated as the spec says) and the other languages in one `translations` object:
 * `{ en?: { field: value }, de?: …, ru?: …, pl?: … }`, lists as whole arrays. A field left empty in
 * a language falls back to Turkish, field by field.
 */

/** Languages a record can be translated into; Turkish is the record's own columns. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Lang, 'tr'> => l !== DEFAULT_LANG);
export type TranslationLang = (typeof TRANSLATION_LANGUAGES)[number];

/** Which fields of each kind of record are translated: texts and lists (translated as whole lists). */
export const TRANSLATABLE_FIELDS = {
  tour: { texts: ['title', 'category', 'description', 'duration', 'location'], lists: ['features', 'inclusions', 'exclusions'] },
  about: { texts: ['title', 'description', 'main_description', 'sub_description', 'quote'], lists: ['features'] },
  gallery: { texts: ['title', 'description'], lists: [] },
  hero: { texts: ['title', 'subtitle', 'description'], lists: [] },
  extraService: { texts: ['name', 'description'], lists: [] },
  /** a pickup zone's place name ('Kemer' reads the same in most languages; 'Кемер' does not) */
  pickupZone: { texts: ['name'], lists: [], optional: ['name'] },
  vehicleType: { texts: ['name', 'description'], lists: [] },
  /** a model name in another language is optional ('Skoda Superb' reads the same); 'E-Serisi' is translated */
  vehicle: { texts: ['name'], lists: ['features'], optional: ['name'] },
  /** a public text setting (site title, footer description, copyright, address): its value */
  setting: { texts: ['value'], lists: [] },
  /** a legal text (KVKK notice, privacy policy) */
  legal: { texts: ['title', 'content'], lists: [] },
} as const satisfies Record<string, { texts: readonly string[]; lists: readonly string[]; optional?: readonly string[] }>;

export type TranslatableEntity = keyof typeof TRANSLATABLE_FIELDS;

/** One language's texts of a record: a text or a list per translated field. */
export type TranslatedFields = Record<string, string | string[]>;
/** Every translation of a record, by language. */
export type Translations = Partial<Record<TranslationLang, TranslatedFields>>;

/** Site settings whose value visitors read as text and staff translate. */
export const TRANSLATABLE_SETTING_KEYS = ['site_title', 'footer_description', 'footer_copyright', 'contact_address'] as const;

/** The translated fields of a kind of record, texts then lists. */
export const translatableFieldsOf = (entity: TranslatableEntity): readonly string[] => [
  ...TRANSLATABLE_FIELDS[entity].texts,
  ...TRANSLATABLE_FIELDS[entity].lists,
];

const parseJsonText = (v: unknown): unknown => {
  if (v === undefined || v === null || v === '') return {};
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

const schemas = new Map<TranslatableEntity, z.ZodType<Translations>>();

/**
 * The admin write contract of one kind of record's `translations`: an object (or its JSON text, as
 * a multipart form sends it) with only the four translation languages, each with only that record's
 * translatable fields. An unknown language or field is refused (422), never stored.
 */
export function translationsInput(entity: TranslatableEntity): z.ZodType<Translations> {
  const known = schemas.get(entity);
  if (known) return known;
  const { texts, lists } = TRANSLATABLE_FIELDS[entity];
  const fields: Record<string, z.ZodType> = {};
  for (const f of texts) fields[f] = optionalText(20_000).optional();
  for (const f of lists) fields[f] = textList().optional();
  const language = z.strictObject(fields, { error: 'validation.translations_invalid' });
  const byLanguage: Record<string, z.ZodType> = {};
  for (const l of TRANSLATION_LANGUAGES) byLanguage[l] = language.optional();
  const schema = z.preprocess(
    parseJsonText,
    z.strictObject(byLanguage, { error: 'validation.translation_language_unknown' }),
  ) as unknown as z.ZodType<Translations>;
  schemas.set(entity, schema);
  return schema;
}

/** Drops empty texts, empty lists and empty languages, so that stored JSON only says what is there. */
export function compactTranslations(translations: Translations): Translations {
  const out: Translations = {};
  for (const lang of TRANSLATION_LANGUAGES) {
    const fields = translations[lang];
    if (!fields) continue;
    const kept: TranslatedFields = {};
    for (const [field, value] of Object.entries(fields)) {
      if (hasContent(value)) kept[field] = value;
    }
    if (Object.keys(kept).length > 0) out[lang] = kept;
  }
  return out;
}

/**
 * Reads stored translations leniently: a record written before translations existed (or with a
 * damaged value) simply has none, so visitors see Turkish rather than an error.
 */
export function parseTranslations(stored: string | null | undefined): Translations {
  if (!stored) return {};
  try {
    const value = JSON.parse(stored) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Translations = {};
    for (const lang of TRANSLATION_LANGUAGES) {
      const fields = (value as Record<string, unknown>)[lang];
      if (fields && typeof fields === 'object' && !Array.isArray(fields)) out[lang] = fields as TranslatedFields;
    }
    return out;
  } catch {
    return {};
  }
}

function hasContent(value: unknown): value is string | string[] {
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) && value.some((v) => typeof v === 'string' && v.trim() !== '');
}

/**
 * The record as a visitor reading `lang` sees it: each translatable field in that language when it
 * has a value there, else its Turkish value (a list counts as a whole). Other fields are untouched.
 */
export function localize<T extends object>(record: T, translations: Translations, lang: Lang, entity: TranslatableEntity): T {
  if (lang === DEFAULT_LANG) return record;
  const fields = translations[lang as TranslationLang];
  if (!fields) return record;
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  const { texts, lists } = TRANSLATABLE_FIELDS[entity];
  for (const f of texts) {
    const v = fields[f];
    if (typeof v === 'string' && v.trim() !== '' && f in out) out[f] = v;
  }
  for (const f of lists) {
    const v = fields[f];
    if (Array.isArray(v) && hasContent(v) && f in out) out[f] = v;
  }
  return out as T;
}

/**
 * The languages a record is complete in: Turkish always, and each other language in which every
 * field that has a Turkish value is translated (an optional field, which reads well untranslated,
 * does not count). The back office shows it as a badge ('3/5').
 */
export function completeLanguages(record: object, translations: Translations, entity: TranslatableEntity): Lang[] {
  const base = record as Record<string, unknown>;
  const spec: { texts: readonly string[]; optional?: readonly string[] } = TRANSLATABLE_FIELDS[entity];
  const needed = translatableFieldsOf(entity).filter((f) => hasContent(base[f]) && !spec.optional?.includes(f));
  const complete: Lang[] = [DEFAULT_LANG];
  for (const lang of TRANSLATION_LANGUAGES) {
    const fields = translations[lang] ?? {};
    if (needed.length > 0 && needed.every((f) => hasContent(fields[f]))) complete.push(lang);
  }
  return complete;
}
