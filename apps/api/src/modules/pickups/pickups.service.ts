import { parseTourPickups, type PickupZoneInput, type TourPickup } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, PickupZoneRow } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { translationsColumn, translationsOf } from '../../lib/content-language.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { pickupRepository as repo } from './pickups.repository.js';
import { tourPickupsIn, zonesById } from './pickup-names.js';

/** A zone in the shape its form sends, so a partial update is validated as a whole. */
export const pickupZoneFormOf = (r: PickupZoneRow) => ({ name: r.name, translations: translationsOf(r) });

/**
 * The pickup zones' catalogue. A zone a tour still uses cannot be deleted (the tour's guests would
 * lose their choice); reservations keep their zone's name, so a zone no tour uses may go.
 */
function pickupZones(db: Kysely<Database>) {
  async function requireZone(id: number) {
    const row = await repo.findZone(db, id);
    if (!row) throw notFound('error.pickup_zone_not_found');
    return row;
  }

  /** zone id → how many tours pick up there */
  async function tourCounts(): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (const t of await repo.tourPickupColumns(db))
      for (const p of parseTourPickups(t.pickup_zones))
        counts.set(p.zone_id, (counts.get(p.zone_id) ?? 0) + 1);
    return counts;
  }

  return {
    requireZone,
    listZones: () => repo.listZones(db),
    async listZonesWithUse() {
      const [rows, counts] = await Promise.all([repo.listZones(db), tourCounts()]);
      return rows.map((row) => ({ row, tourCount: counts.get(row.id) ?? 0 }));
    },

    /** A new zone goes to the end of the list. */
    createZone: (admin: AdminPrincipal | null, input: PickupZoneInput) =>
      db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await repo.insertZone(trx, {
          name: input.name,
          ...translationsColumn(input.translations),
          sort_order: (await repo.maxSortOrder(trx)) + 1,
          created_at: now,
          updated_at: now,
        });
        await recordAudit(trx, {
          admin,
          action: 'create',
          entity: 'pickup_zone',
          entityId: row.id,
          after: row,
        });
        return row;
      }),

    updateZone: (admin: AdminPrincipal | null, before: PickupZoneRow, input: PickupZoneInput) =>
      db.transaction().execute(async (trx) => {
        const row = await repo.updateZone(trx, before.id, {
          name: input.name,
          ...translationsColumn(input.translations),
          updated_at: nowIso(),
        });
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'pickup_zone',
          entityId: row.id,
          before,
          after: row,
        });
        return row;
      }),

    async removeZone(admin: AdminPrincipal | null, before: PickupZoneRow) {
      if ((await tourCounts()).get(before.id)) throw new AppError(409, 'error.pickup_zone_in_use');
      await db.transaction().execute(async (trx) => {
        await repo.deleteZone(trx, before.id);
        await recordAudit(trx, {
          admin,
          action: 'delete',
          entity: 'pickup_zone',
          entityId: before.id,
          before,
        });
      });
    },
  };
}

/** The zones each tour picks up from, with their offsets. */
function tourPickupSettings(db: Kysely<Database>) {
  async function requireTour(tourId: number) {
    const tour = await repo.findTour(db, tourId);
    if (!tour) throw notFound('error.tour_not_found');
    return tour;
  }

  return {
    /** GET /admin/tours/{id}/pickups: the tour's zones with their Turkish names. */
    async tourPickups(tourId: number) {
      const tour = await requireTour(tourId);
      return tourPickupsIn(tour.pickup_zones, zonesById(await repo.listZones(db)), 'tr');
    },

    /** PUT /admin/tours/{id}/pickups: every zone must exist; an empty list: the tour has no pickup. */
    async setTourPickups(admin: AdminPrincipal, tourId: number, pickups: TourPickup[]) {
      const tour = await requireTour(tourId);
      const found = await repo.findZones(
        db,
        pickups.map((p) => p.zone_id),
      );
      if (found.length !== pickups.length)
        throw new AppError(422, 'error.validation', { pickups: ['error.pickup_zone_not_found'] });
      const stored = pickups.length
        ? JSON.stringify(pickups.map((p) => ({ zone_id: p.zone_id, offset_minutes: p.offset_minutes })))
        : null;
      await db.transaction().execute(async (trx) => {
        await repo.setTourPickups(trx, tourId, stored, nowIso());
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'tour',
          entityId: tourId,
          before: { pickup_zones: parseTourPickups(tour.pickup_zones) },
          after: { pickup_zones: pickups },
        });
      });
      return tourPickupsIn(stored, zonesById(await repo.listZones(db)), 'tr');
    },
  };
}

/** Pickup zones and the zones each tour picks up from (decision 038). */
export function pickupService(db: Kysely<Database>) {
  return { ...pickupZones(db), ...tourPickupSettings(db) };
}
