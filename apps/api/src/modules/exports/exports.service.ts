import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { bookingAdminRepository, type BookingListFilters } from '../bookings/bookings.admin.repository.js';
import {
  tourReservationAdminRepository,
  type TourReservationFilters,
} from '../tour-reservations/tour-reservations.admin.repository.js';
import { vehicleAdminRepository } from '../vehicles/vehicles.admin.repository.js';
import { keysetBatches } from './csv.js';

const cursorOf = (r: { created_at: string; id: number }) => ({ created_at: r.created_at, id: r.id });

/** What the CSV downloads read: the lists' rows in keyset batches (nothing is read until the file streams). */
export function exportsService(db: Kysely<Database>, dialect: DialectName) {
  const bookings = bookingAdminRepository(db, dialect);
  const tours = tourReservationAdminRepository(db, dialect);
  return {
    /** A handful of vehicle types by key: the file names them as the screens do, not by key. */
    vehicleTypeNames: async (): Promise<Map<string, string>> =>
      new Map((await vehicleAdminRepository.listTypes(db)).map((t) => [t.key, t.name])),

    bookingBatches: (f: BookingListFilters) =>
      keysetBatches((after, n) => bookings.exportBatch(f, after, n), cursorOf),

    tourReservationBatches: (f: TourReservationFilters) =>
      keysetBatches((after, n) => tours.exportBatch(f, after, n), cursorOf),
  };
}
