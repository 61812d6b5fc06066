import type { BookingStatus } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { changeRequestsRepository } from '../bookings/change-requests.repository.js';
import { departureService } from '../departures/departures.service.js';
import { deleteAudited, setStatusAudited, type StatusTarget } from '../bookings/status-changes.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { toTourReservationAdminDto } from './tour-reservations.admin.dto.js';
import { tourReservationAdminRepository, type TourReservationFilters } from './tour-reservations.admin.repository.js';

const TARGET: StatusTarget = { table: 'tour_reservations', entity: 'tour_reservation', notFoundKey: 'error.tour_reservation_not_found' };

/** Back-office work on tour reservations: list, change status, delete; every change audited. */
export function tourReservationAdminService(db: Kysely<Database>, dialect: DialectName) {
  const repo = tourReservationAdminRepository(db, dialect);
  const departures = departureService(db, dialect);
  return {
    channels: () => repo.channels(),
    async list(filters: TourReservationFilters, page: number, perPage: number) {
      const { rows, total } = await repo.page(filters, page, perPage);
      const open = await changeRequestsRepository.openCountsFor(db, 'tour_reservation', rows.map((r) => r.id));
      return {
        data: rows.map((r) => ({ ...toTourReservationAdminDto(r), open_change_requests: open.get(r.id) ?? 0 })),
        pagination: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
      };
    },

    /**
     * A reservation set back from 'İptal Edildi' takes its seats on the departure again, checked
     * under the departure's lock like a sale (issue 27): a full departure refuses it (409).
     */
    setStatus: (admin: AdminPrincipal, id: number, status: BookingStatus, notifyCustomer?: boolean) =>
      setStatusAudited(db, dialect, TARGET, admin, id, status, notifyCustomer, async (trx, from, to) => {
        if (from !== 'cancelled' || to === 'cancelled') return;
        const seat = await tourReservationAdminRepository(trx, dialect).seatOf(id);
        if (seat) await departures.retakeSeats(trx, seat);
      }),

    async remove(admin: AdminPrincipal, id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound(TARGET.notFoundKey);
      const snapshot = toTourReservationAdminDto(row);
      await deleteAudited(db, dialect, TARGET, admin, id, snapshot);
      return { id, pnr_code: snapshot.pnr_code };
    },
  };
}
