import type { Lang } from './i18n/languages.js';
import { once } from './once.js';

/** At most this many suggestions are listed while text is typed (spec §9). */
export const AUTOCOMPLETE_LIMIT = 8;
/** The empty 'from' field lists at most this many distinct starting points (spec §9). */
export const STARTING_POINTS_LIMIT = 15;
/** Autocomplete waits this long after the last keystroke before asking (spec §9). */
export const AUTOCOMPLETE_DELAY_MS = 300;

const collator = once(() => new Intl.Collator('tr'));

/**
 * Lower-cases with Turkish rules: 'İ' → 'i' and 'I' → 'ı'. Plain `toLowerCase` would turn
 * 'İ' into 'i̇' (i + combining dot) and 'I' into 'i', which breaks matching Turkish place names.
 */
export function turkishLower(s: string): string {
  return s.normalize('NFC').replace(/İ/g, 'i').replace(/I/g, 'ı').toLowerCase();
}

/** Turkish alphabetical order (ç after c, ğ after g, ı before i, ö after o, ş after s, ü after u). */
export function compareTurkish(a: string, b: string): number {
  return collator().compare(a, b);
}

/**
 * Key that decides whether two route points are the same place: trimmed, runs of whitespace
 * collapsed, Turkish lower case. 'Antalya  Havalimanı ' and 'ANTALYA HAVALİMANI' share one key.
 */
export function normalizeLocationKey(s: string): string {
  return turkishLower(s.trim().replace(/\s+/g, ' '));
}

/**
 * Key used only for matching typed text: the location key with diacritics removed and the dotless
 * 'ı' folded into 'i', so that text typed on a foreign keyboard ('ISTANBUL', 'kas') still finds
 * 'İstanbul' and 'Kaş'. Visitors come from five language areas; this is deliberately more
 * forgiving than plain case-insensitivity.
 */
function searchKey(s: string, lang: Lang = 'tr'): string {
  // A name in another language is lower-cased with that language's rules (Turkish casing would
  // turn an English 'I' into 'ı'); both sides are then folded the same forgiving way.
  const lower = lang === 'tr' ? normalizeLocationKey(s) : s.trim().replace(/\s+/g, ' ').normalize('NFC').toLocaleLowerCase(lang);
  return lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** How a name matches typed text: equal, at its start, or at the start of a later word. */
export type MatchKind = 'exact' | 'prefix' | 'word';

/**
 * How `location` (a name in `lang`) matches `typed`, both folded with `lang`'s casing; undefined
 * when it does not. See {@link locationMatches} for the rules.
 */
export function matchKind(location: string, typed: string, lang: Lang = 'tr'): MatchKind | undefined {
  const loc = searchKey(location, lang);
  const text = searchKey(typed, lang);
  if (text === '') return undefined;
  if (loc === text) return 'exact';
  if (loc.startsWith(text)) return 'prefix';
  let at = loc.indexOf(text, 1);
  while (at > 0) {
    const before = loc[at - 1] ?? '';
    if (!/[\p{L}\p{N}]/u.test(before)) return 'word';
    at = loc.indexOf(text, at + 1);
  }
  return undefined;
}

/**
 * Spec §5: a location matches typed text, case-insensitively, when it equals it, starts with it
 * or contains it after a space. "After a space" is widened to "at the start of any word", where
 * words are also separated by '-', '(' or '/', so 'alanya' finds 'Gazipaşa-Alanya Havalimanı'
 * and 'ayt' finds 'Antalya Havalimanı (AYT)'. Blank text matches nothing; the empty field is
 * served by {@link listStartingPoints}.
 */
export function locationMatches(location: string, typed: string): boolean {
  return matchKind(location, typed) !== undefined;
}

/** Exact matches first, then prefix matches, then word matches (spec §9). */
export const KIND_RANK: Record<MatchKind, number> = { exact: 0, prefix: 1, word: 2 };

/** Keeps the first spelling of each place (by {@link normalizeLocationKey}), trimmed, non-blank. */
function distinctLocations(locations: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of locations) {
    const label = raw.trim().replace(/\s+/g, ' ');
    const key = normalizeLocationKey(label);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(label);
  }
  return out;
}

/**
 * Autocomplete suggestions for typed text (spec §9): distinct matching locations, the exact match
 * first, then prefix matches, then the other matches, each group in Turkish alphabetical order,
 * at most `limit` of them. Blank text gives no suggestions.
 */
export function rankSuggestions(
  locations: readonly string[],
  typed: string,
  limit: number = AUTOCOMPLETE_LIMIT,
): string[] {
  return distinctLocations(locations)
    .map((label) => ({ label, kind: matchKind(label, typed) }))
    .filter((s): s is { label: string; kind: MatchKind } => s.kind !== undefined)
    .sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || compareTurkish(a.label, b.label))
    .slice(0, Math.max(0, limit))
    .map((s) => s.label);
}

/**
 * What the empty 'from' field lists (spec §9): distinct starting points of the routes in Turkish
 * alphabetical order, at most `limit`. (The empty 'to' field lists nothing.)
 */
export function listStartingPoints(
  fromLocations: readonly string[],
  limit: number = STARTING_POINTS_LIMIT,
): string[] {
  return distinctLocations(fromLocations).sort(compareTurkish).slice(0, Math.max(0, limit));
}
