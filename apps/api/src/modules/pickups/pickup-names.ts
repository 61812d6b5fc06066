import { parseTourPickups, type Lang, type TourPickupDto } from '@riviera/domain';
import type { PickupZoneRow } from '../../db/schema.js';
import { inLanguage } from '../../lib/content-language.js';

/** The zones by id, to name a tour's pickups in one pass. */
export type ZonesById = ReadonlyMap<number, PickupZoneRow>;

export const zonesById = (rows: readonly PickupZoneRow[]): ZonesById => new Map(rows.map((z) => [z.id, z]));

/** A zone's name in `lang`, falling back to its Turkish name (decision 014). */
export const zoneName = (zone: PickupZoneRow, lang: Lang): string =>
  inLanguage({ name: zone.name }, zone, lang, 'pickupZone').name;

/**
 * A tour's pickups as readers see them, earliest pickup first (the farthest zone is collected
 * first); a zone deleted since is left out rather than shown without a name.
 */
export function tourPickupsIn(stored: string | null, zones: ZonesById, lang: Lang): TourPickupDto[] {
  return parseTourPickups(stored)
    .flatMap((p) => {
      const zone = zones.get(p.zone_id);
      return zone
        ? [{ zone_id: p.zone_id, name: zoneName(zone, lang), offset_minutes: p.offset_minutes }]
        : [];
    })
    .sort((a, b) => a.offset_minutes - b.offset_minutes || a.name.localeCompare(b.name, lang));
}
