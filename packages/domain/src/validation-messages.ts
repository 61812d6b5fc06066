import { DEFAULT_LANG, isLang, type Lang } from './i18n/languages.js';
import { MESSAGE_KEYS, type MessageCatalogue, type MessageKey } from './i18n/message-keys.js';
import { DE_MESSAGES } from './i18n/messages/de.js';
import { EN_MESSAGES } from './i18n/messages/en.js';
import { PL_MESSAGES } from './i18n/messages/pl.js';
import { RU_MESSAGES } from './i18n/messages/ru.js';
import { TR_MESSAGES } from './i18n/messages/tr.js';

export { MESSAGE_KEYS, type MessageCatalogue, type MessageKey };

/**
 * One message catalogue for server and web. A zod schema puts a key (e.g.
 * 'validation.first_name_required') in its error; the server translates it into the visitor's
 * language before answering, and a form can translate the same key itself.
 */
export const VALIDATION_MESSAGES: Readonly<Record<Lang, MessageCatalogue>> = {
  tr: TR_MESSAGES,
  en: EN_MESSAGES,
  de: DE_MESSAGES,
  ru: RU_MESSAGES,
  pl: PL_MESSAGES,
};

const KEY_SET: ReadonlySet<string> = new Set(MESSAGE_KEYS);

export function isMessageKey(x: unknown): x is MessageKey {
  return typeof x === 'string' && KEY_SET.has(x);
}

/**
 * Translates a catalogue key; any other text is returned unchanged, so messages that are already
 * sentences (e.g. from a library) pass through. An unsupported language falls back to Turkish.
 */
export function translateMessage(keyOrText: string, lang: Lang = DEFAULT_LANG): string {
  if (!isMessageKey(keyOrText)) return keyOrText;
  const catalogue = VALIDATION_MESSAGES[isLang(lang) ? lang : DEFAULT_LANG];
  return catalogue[keyOrText];
}

/** Translates every message of a `{ field: [messages] }` error map (the API's `errors` shape). */
export function translateFieldErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  lang: Lang = DEFAULT_LANG,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    out[field] = messages.map((m) => translateMessage(m, lang));
  }
  return out;
}
