/** Interface languages offered by the site (spec: TR, EN, DE, RU, PL). Turkish is the primary one. */
export const LANGUAGES = ['tr', 'en', 'de', 'ru', 'pl'] as const;

export type Lang = (typeof LANGUAGES)[number];

/** The interface is Turkish first; every other language is an offer on top of it. */
export const DEFAULT_LANG: Lang = 'tr';

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/**
 * Chooses the interface language from an HTTP `Accept-Language` header.
 *
 * Entries are ordered by q-value (highest first, header order breaks ties); regional variants
 * count for their primary language (`de-AT` → `de`); `q=0` means "not acceptable" and is skipped,
 * as are `*` and malformed q-values. Falls back to Turkish, the site's own language.
 */
export function pickLanguage(acceptLanguageHeader: string | undefined): Lang {
  if (!acceptLanguageHeader) return DEFAULT_LANG;
  const candidates: { lang: string; q: number; index: number }[] = [];
  acceptLanguageHeader.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim().toLowerCase();
    if (!tag || tag === '*') return;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name?.trim().toLowerCase() === 'q') {
        q = Number(value?.trim());
      }
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    const primary = tag.split('-')[0] ?? '';
    candidates.push({ lang: primary, q, index });
  });
  candidates.sort((a, b) => b.q - a.q || a.index - b.index);
  const found = candidates.find((c) => isLang(c.lang));
  return found && isLang(found.lang) ? found.lang : DEFAULT_LANG;
}
