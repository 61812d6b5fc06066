import {
  normalizeLocationKey,
  type AdminTransferRouteDto,
  type RouteInput,
  type TransferRouteDto,
} from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, RouteRow } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { routePointNamesRepository as names } from './route-point-names.repository.js';
import { toTransferRouteDtos } from './transfer-routes.dto.js';
import { transferRouteAdminRepository as repo } from './transfer-routes.admin.repository.js';

type Trx = Transaction<Database>;

/** A route in the shape its form sends, so a partial update is validated as a whole. */
export const transferRouteFormOf = (r: TransferRouteDto & { drive_minutes?: number | null }) => ({
  from_location: r.from_location,
  to_location: r.to_location,
  is_active: r.is_active,
  drive_minutes: r.drive_minutes ?? null,
  vehicle_prices: r.vehicle_prices,
});

/** Routes with their prices and the names of both their points in the other languages. */
async function dtos(routes: RouteRow[], conn: Kysely<Database> | Trx): Promise<AdminTransferRouteDto[]> {
  const prices = await repo.prices(
    conn,
    routes.map((r) => r.id),
  );
  const pointNames = await names.namesFor(
    conn,
    routes.flatMap((r) => [r.from_key, r.to_key]),
  );
  return toTransferRouteDtos(routes, prices).map((dto, i) => ({
    ...dto,
    from_names: pointNames.get(routes[i]!.from_key) ?? {},
    to_names: pointNames.get(routes[i]!.to_key) ?? {},
    drive_minutes: routes[i]!.drive_minutes ?? null,
  }));
}

/** The names sent for the route's points; a side left out keeps its names. */
async function saveNames(trx: Trx, input: RouteInput, fromKey: string, toKey: string, now: string) {
  if (input.from_names) await names.replaceNames(trx, fromKey, input.from_names, now);
  if (input.to_names) await names.replaceNames(trx, toKey, input.to_names, now);
}

/** Same ends after trimming and Turkish lower-casing are one place; a route needs two. */
function keysOf(input: RouteInput) {
  const fromKey = normalizeLocationKey(input.from_location);
  const toKey = normalizeLocationKey(input.to_location);
  if (fromKey === toKey)
    throw new AppError(422, 'error.validation', { to_location: ['validation.route_same_ends'] });
  return { fromKey, toKey };
}

/** Every priced vehicle type must exist; errors are named like the form's inputs (price_{key}). */
async function checkTypes(conn: Trx, input: RouteInput) {
  const known = new Set(await repo.typeKeys(conn));
  const errors: Record<string, string[]> = {};
  for (const p of input.vehicle_prices)
    if (!known.has(p.vehicle_type)) errors[`price_${p.vehicle_type}`] = ['validation.vehicle_type_unknown'];
  if (Object.keys(errors).length) throw new AppError(422, 'error.validation', errors);
}

const uniquePrices = (input: RouteInput) => [
  ...new Map(input.vehicle_prices.map((p) => [p.vehicle_type, p])).values(),
];

async function insertOne(
  trx: Trx,
  from: string,
  to: string,
  fromKey: string,
  toKey: string,
  input: RouteInput,
  now: string,
) {
  const row = await repo.insert(trx, {
    from_location: from,
    to_location: to,
    from_key: fromKey,
    to_key: toKey,
    is_active: toFlag(input.is_active),
    drive_minutes: input.drive_minutes,
    created_at: now,
    updated_at: now,
  });
  await repo.replacePrices(trx, row.id, uniquePrices(input));
  return row;
}

const duplicate = (err: unknown) => (isUniqueViolation(err) ? conflict('error.route_duplicate') : err);

/** A route that exists (by its keys or a lookalike spelling) is a 409; so is its reverse when that is asked for too. */
async function refuseExistingPair(trx: Trx, input: RouteInput, fromKey: string, toKey: string) {
  if (
    (await repo.findByKeys(trx, fromKey, toKey)) ||
    (await repo.findLookalike(trx, input.from_location, input.to_location))
  ) {
    throw conflict('error.route_duplicate');
  }
  if (
    input.create_reverse_route &&
    ((await repo.findByKeys(trx, toKey, fromKey)) ||
      (await repo.findLookalike(trx, input.to_location, input.from_location)))
  ) {
    throw conflict('error.route_reverse_duplicate');
  }
}

/** The route and, when asked, its reverse with the same prices. */
async function insertPair(trx: Trx, input: RouteInput, fromKey: string, toKey: string, now: string) {
  const created = [await insertOne(trx, input.from_location, input.to_location, fromKey, toKey, input, now)];
  if (input.create_reverse_route) {
    created.push(await insertOne(trx, input.to_location, input.from_location, toKey, fromKey, input, now));
  }
  return created;
}

/** Back-office route management: every route, active or not; every change audited in its transaction. */
export function transferRouteAdminService(db: Kysely<Database>) {
  return {
    async list() {
      return dtos(await repo.listAll(db), db);
    },

    /**
     * Prices first, the route second: a delete removes both in one commit, so if the first read
     * already missed the prices the second misses the route too (404), and an edit racing a delete
     * never sees a route without prices (which its form would refuse with a misleading 422).
     */
    async get(id: number): Promise<TransferRouteDto & { drive_minutes: number | null }> {
      const prices = await repo.prices(db, [id]);
      const row = await repo.find(db, id);
      if (!row) throw notFound('error.route_not_found');
      return { ...toTransferRouteDtos([row], prices)[0]!, drive_minutes: row.drive_minutes ?? null };
    },

    /**
     * Creates the route and, when asked, its reverse with the same prices, in one transaction:
     * both directions exist afterwards, or neither. An existing pair is a 409 with a clear message.
     */
    async create(admin: AdminPrincipal | null, input: RouteInput): Promise<AdminTransferRouteDto[]> {
      const { fromKey, toKey } = keysOf(input);
      const now = nowIso();
      try {
        return await db.transaction().execute(async (trx) => {
          await checkTypes(trx, input);
          await refuseExistingPair(trx, input, fromKey, toKey);
          const created = await insertPair(trx, input, fromKey, toKey, now);
          await saveNames(trx, input, fromKey, toKey, now);
          const result = await dtos(created, trx);
          for (const r of result)
            await recordAudit(trx, { admin, action: 'create', entity: 'route', entityId: r.id, after: r });
          return result;
        });
      } catch (err) {
        throw duplicate(err);
      }
    },

    async update(
      admin: AdminPrincipal | null,
      id: number,
      input: RouteInput,
    ): Promise<AdminTransferRouteDto> {
      const { fromKey, toKey } = keysOf(input);
      try {
        return await db.transaction().execute(async (trx) => {
          const beforeRow = await repo.find(trx, id);
          if (!beforeRow) throw notFound('error.route_not_found');
          await checkTypes(trx, input);
          const clash = await repo.findByKeys(trx, fromKey, toKey);
          if (clash && clash.id !== id) throw conflict('error.route_duplicate');
          const lookalike = await repo.findLookalike(trx, input.from_location, input.to_location);
          if (lookalike && lookalike.id !== id) throw conflict('error.route_duplicate');
          const before = (await dtos([beforeRow], trx))[0];
          const now = nowIso();
          const row = await repo.update(trx, id, {
            from_location: input.from_location,
            to_location: input.to_location,
            from_key: fromKey,
            to_key: toKey,
            is_active: toFlag(input.is_active),
            drive_minutes: input.drive_minutes,
            updated_at: now,
          });
          await repo.replacePrices(trx, id, uniquePrices(input));
          await saveNames(trx, input, fromKey, toKey, now);
          const after = (await dtos([row], trx))[0]!;
          await recordAudit(trx, { admin, action: 'update', entity: 'route', entityId: id, before, after });
          return after;
        });
      } catch (err) {
        throw duplicate(err);
      }
    },

    /** Past bookings keep their own copy of the trip (their route link is cleared by the database). */
    async remove(admin: AdminPrincipal | null, id: number) {
      await db.transaction().execute(async (trx) => {
        const row = await repo.find(trx, id);
        if (!row) throw notFound('error.route_not_found');
        const before = (await dtos([row], trx))[0];
        await repo.delete(trx, id);
        await recordAudit(trx, { admin, action: 'delete', entity: 'route', entityId: id, before });
      });
    },
  };
}
