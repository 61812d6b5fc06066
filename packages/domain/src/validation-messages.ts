import { DEFAULT_LANG, isLang, type Lang } from './i18n/languages.js';
import { MESSAGE_KEYS, type MessageCatalogue, type MessageKey } from './i18n/message-keys.js';
import { loadMessageCatalogue, messageCatalogue, VALIDATION_MESSAGES } from './i18n/message-catalogues.js';

export { MESSAGE_KEYS, type MessageCatalogue, type MessageKey };

/**
 * One message catalogue for server and web. A zod schema puts a key (e.g.
 * 'validation.first_name_required') in its error; the server translates it into the visitor's
 * language before answering, and a form can translate the same key itself. A browser page holds its
 * own language's catalogue only, loaded by `loadMessageCatalogue` before the page renders.
 */
export { loadMessageCatalogue, VALIDATION_MESSAGES };

// Made on first use, so that a bundle whose code never asks (the browser's) leaves the key list out.
let keySet: ReadonlySet<string> | undefined;

export function isMessageKey(x: unknown): x is MessageKey {
  keySet ??= new Set(MESSAGE_KEYS);
  return typeof x === 'string' && keySet.has(x);
}

/**
 * Translates a catalogue key; any other text is returned unchanged, so messages that are already
 * sentences (e.g. from a library) pass through. An unsupported language falls back to Turkish.
 */
export function translateMessage(keyOrText: string, lang: Lang = DEFAULT_LANG): string {
  // The catalogue, not the key list, decides: a browser page then needs no copy of every key.
  const catalogue = messageCatalogue(isLang(lang) ? lang : DEFAULT_LANG);
  return catalogue && Object.hasOwn(catalogue, keyOrText) ? catalogue[keyOrText as MessageKey] : keyOrText;
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
