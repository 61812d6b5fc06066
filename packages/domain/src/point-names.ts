import type { Lang } from './i18n/languages.js';
import {
  AUTOCOMPLETE_LIMIT,
  KIND_RANK,
  STARTING_POINTS_LIMIT,
  matchKind,
  normalizeLocationKey,
  type MatchKind,
} from './locations.js';

/**
 * A route point has one canonical name (the Turkish one routes and bookings store) and optional
 * names in the other site languages, so a foreign visitor finds 'Antalya Havalimanı (AYT)' by
 * typing 'Antalya Airport', 'Flughafen Antalya', 'Аэропорт Анталья' or 'Lotnisko Antalya'.
 */
export const POINT_NAME_LANGS = ['en', 'de', 'ru', 'pl'] as const;
export type PointNameLang = (typeof POINT_NAME_LANGS)[number];

/** A point's names besides the canonical one; a language left out has no name of its own. */
export type PointNames = Partial<Record<PointNameLang, string>>;

/** A route point as the autocomplete sees it. */
export interface RoutePoint {
  /** the canonical (Turkish) name: what is chosen, searched and stored with a booking */
  name: string;
  names: PointNames;
}

/** One autocomplete suggestion: what is shown (`label`) and what is chosen (`value`). */
export interface PointSuggestion {
  /** the canonical name, sent with the search and the booking */
  value: string;
  /** the name in the visitor's language, the canonical one when it has none */
  label: string;
}

const collators = new Map<Lang, Intl.Collator>();
function collatorFor(lang: Lang): Intl.Collator {
  let c = collators.get(lang);
  if (!c) collators.set(lang, (c = new Intl.Collator(lang)));
  return c;
}

/** The name a visitor reading `lang` sees: that language's name, else the canonical one. */
export function pointLabel(point: RoutePoint, lang: Lang): string {
  const own = lang === 'tr' ? undefined : point.names[lang]?.trim();
  return own || point.name;
}

/** The best way any of a point's names matches the typed text, each name in its own casing. */
function bestMatch(point: RoutePoint, typed: string): MatchKind | undefined {
  let best = matchKind(point.name, typed, 'tr');
  for (const lang of POINT_NAME_LANGS) {
    const name = point.names[lang];
    if (!name) continue;
    const kind = matchKind(name, typed, lang);
    if (kind && (!best || KIND_RANK[kind] < KIND_RANK[best])) best = kind;
  }
  return best;
}

/** One point per place (by its normalized key), keeping the first spelling, blank names dropped. */
function distinctPoints(points: readonly RoutePoint[]): RoutePoint[] {
  const seen = new Set<string>();
  const out: RoutePoint[] = [];
  for (const p of points) {
    const name = p.name.trim().replace(/\s+/g, ' ');
    const key = normalizeLocationKey(name);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push({ name, names: p.names });
  }
  return out;
}

/**
 * Autocomplete suggestions for typed text (spec §9) over every name of every point: a point
 * matches when any of its names does (equal, starts with the text, or has it at the start of a
 * later word; case-insensitive in that name's language). Exact matches first, then prefix, then
 * word matches, each group in the visitor's alphabetical order of the shown names; at most `limit`.
 */
export function rankPointSuggestions(
  points: readonly RoutePoint[],
  typed: string,
  lang: Lang,
  limit: number = AUTOCOMPLETE_LIMIT,
): PointSuggestion[] {
  const collator = collatorFor(lang);
  return distinctPoints(points)
    .map((p) => ({ value: p.name, label: pointLabel(p, lang), kind: bestMatch(p, typed) }))
    .filter((s): s is PointSuggestion & { kind: MatchKind } => s.kind !== undefined)
    .sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || collator.compare(a.label, b.label))
    .slice(0, Math.max(0, limit))
    .map(({ value, label }) => ({ value, label }));
}

/** The empty 'from' field's list (spec §9): distinct starting points in the visitor's order, at most `limit`. */
export function listStartingPointSuggestions(
  points: readonly RoutePoint[],
  lang: Lang,
  limit: number = STARTING_POINTS_LIMIT,
): PointSuggestion[] {
  const collator = collatorFor(lang);
  return distinctPoints(points)
    .map((p) => ({ value: p.name, label: pointLabel(p, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label))
    .slice(0, Math.max(0, limit));
}
