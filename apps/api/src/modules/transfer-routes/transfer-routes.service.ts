import {
  listStartingPointSuggestions,
  normalizeLocationKey,
  rankPointSuggestions,
  type Lang,
  type PointSuggestion,
  type RoutePoint,
  type TransferRouteDto,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toTransferRouteDtos } from './transfer-routes.dto.js';
import { namesOfPlaces } from './place-names.js';
import { routePointNamesRepository } from './route-point-names.repository.js';
import { transferRouteRepository } from './transfer-routes.repository.js';

/** Which autocomplete field asks: the 'from' field lists starting points, the 'to' field destinations. */
export type LocationRole = 'from' | 'to';

/** The public site's route reads: the search by place keys and the autocomplete (public-site §4, §5, §9). */
export function transferRouteService(db: Kysely<Database>) {
  const repo = transferRouteRepository(db);

  /** The places with their names in the other languages. */
  async function withNames(places: { location: string; key: string }[]): Promise<RoutePoint[]> {
    const names = await routePointNamesRepository.namesFor(db, places.map((p) => p.key));
    return places.map((p) => ({ name: p.location, names: names.get(p.key) ?? {} }));
  }

  return {
    /**
     * Active routes whose ends match the normalised keys as the autocomplete does, by the canonical
     * name or by any of the point's names in the other languages, with their prices and both
     * points' names in the other languages.
     */
    async search(fromKey: string | undefined, toKey: string | undefined): Promise<TransferRouteDto[]> {
      const [from, to] = await Promise.all(
        [fromKey, toKey].map(async (k) => (k ? routePointNamesRepository.keysNamed(db, k, 'search') : [])),
      );
      const routes = await repo.searchActive(fromKey, toKey, { from: from ?? [], to: to ?? [] });
      const [prices, names] = await Promise.all([
        repo.pricesFor(routes.map((r) => r.id)),
        namesOfPlaces(db, routes.flatMap((r) => [r.from_location, r.to_location])),
      ]);
      // Each end with its names in the other languages, so pages show the route in the visitor's language.
      return toTransferRouteDtos(routes, prices).map((dto) => ({
        ...dto,
        from_names: names.get(normalizeLocationKey(dto.from_location)) ?? {},
        to_names: names.get(normalizeLocationKey(dto.to_location)) ?? {},
      }));
    },

    /**
     * Suggestions for what the visitor typed (`q`) over every name of every point, shown in `lang`
     * and carrying the canonical name as the value. A blank 'from' field lists the starting points;
     * a blank 'to' field lists nothing. Destinations are those reachable from the chosen point
     * (`from`, a canonical name); a point no route starts from (still being typed, or misspelt)
     * falls back to every destination so the field is never a dead end.
     */
    async suggestLocations(role: LocationRole, q: string, from: string, lang: Lang): Promise<PointSuggestion[]> {
      if (role === 'from') {
        const starts = await withNames(await repo.distinctLocations('from'));
        return q ? rankPointSuggestions(starts, q, lang) : listStartingPointSuggestions(starts, lang);
      }
      if (!q) return [];
      const fromKey = normalizeLocationKey(from);
      let ends = fromKey ? await repo.distinctLocations('to', fromKey) : [];
      if (ends.length === 0) ends = await repo.distinctLocations('to');
      return rankPointSuggestions(await withNames(ends), q, lang);
    },
  };
}
