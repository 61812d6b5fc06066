import { AUTOCOMPLETE_DELAY_MS, locationSuggestionsDto, normalizeLocationKey, type PointSuggestion } from '@riviera/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { request } from '../../../lib/api-client';

/** `value`, but only once it has stopped changing for `delayMs`. */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export type RouteEnd = 'from' | 'to';

/**
 * Suggestions for a route field (public-site §4, §5, §9), ranked by the server with the domain's
 * Turkish rules. Asks 300 ms after the last keystroke, and only while `enabled` (the field has
 * focus and nothing was just picked). The empty 'from' field lists the starting points; the empty
 * 'to' field lists nothing; 'to' suggestions are the destinations reachable from `from`. Names are
 * shown in the language on screen (asked again when it changes); a pick keeps the canonical name.
 * A failed look-up is logged and leaves the list empty (§8).
 */
export function useRouteSuggestions({
  end,
  text,
  from,
  enabled,
}: {
  end: RouteEnd;
  text: string;
  from: string;
  enabled: boolean;
}): PointSuggestion[] {
  const lang = useTranslation().i18n.resolvedLanguage ?? 'tr';
  const typed = useDebouncedValue(text.trim(), AUTOCOMPLETE_DELAY_MS);
  const fromKey = end === 'to' ? normalizeLocationKey(from) : '';
  const wanted = enabled && (end === 'from' || typed !== '');
  const query = useQuery({
    queryKey: ['route-locations', lang, end, fromKey, typed],
    queryFn: ({ signal }) =>
      request('/routes/locations', {
        query: { role: end, q: typed, from: fromKey ? from.trim() : undefined, lang },
        signal,
        schema: locationSuggestionsDto,
      }),
    enabled: wanted,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (query.isError)
      console.error(end === 'from' && !typed ? 'Rota listesi alınamadı' : 'Rota arama hatası', query.error);
  }, [query.isError, query.error, end, typed]);
  if (!wanted || query.isError) return [];
  return query.data ?? [];
}
