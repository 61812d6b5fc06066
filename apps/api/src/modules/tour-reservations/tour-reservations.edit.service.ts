import {
  tourReservationRequoteSchema,
  type TourReservationEditResultDto,
  type TourReservationEditViewDto,
  type TourReservationRequoteDto,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { editHistory, editValidationError } from '../bookings/edit-history.js';
import { departureSeatsService } from '../departures/departure-seats.service.js';
import { applyTourReservationEdit } from './tour-reservation-edit.apply.js';
import { priceOf } from './tour-reservation-edit.rows.js';
import { tourReservationEditRepository } from './tour-reservation-edit.repository.js';
import { TOUR_RESERVATION_NOT_FOUND, tourReservationEditView } from './tour-reservation-edit.view.js';

/**
 * Staff editing a tour reservation (issue 25 item 1, decision 031): another departure of its tour
 * (the seats moved under the departures' locks), the party, the pickup, the contact and the
 * requests with the public form's rules; the price kept unless staff apply the quote they saw; the
 * tour job following; one history and one audit entry, all in one transaction.
 */
export function tourReservationEditService(db: Kysely<Database>, dialect: DialectName) {
  const seats = departureSeatsService(dialect);

  return {
    async view(id: number): Promise<TourReservationEditViewDto> {
      return tourReservationEditView(db, dialect, id);
    },

    /** 'Yeniden fiyatla': today's price of the party, beside the booked one; nothing saved. */
    async quote(id: number, body: unknown): Promise<TourReservationRequoteDto> {
      const repo = tourReservationEditRepository(db, dialect);
      const r = await repo.findForEdit(id);
      if (!r) throw notFound(TOUR_RESERVATION_NOT_FOUND);
      const parsed = tourReservationRequoteSchema.safeParse(body);
      if (!parsed.success) throw editValidationError(parsed.error.issues);
      const tour = r.tour_id === null ? undefined : await repo.findTour(r.tour_id);
      const p = await priceOf(repo, r, tour, {
        adults: parsed.data.passenger_count,
        children: parsed.data.children_count ?? 0,
      });
      return {
        currency: r.currency,
        booked_total: r.total_price,
        quoted_total: p.total_price,
        unit_price: p.unit_price,
        children_price: p.children_price,
      };
    },

    async edit(admin: AdminPrincipal, id: number, body: unknown): Promise<TourReservationEditResultDto> {
      const outcome = await db
        .transaction()
        .execute(async (trx) => applyTourReservationEdit(trx, dialect, seats, { admin, id, body }));
      return { ...outcome, history: await editHistory(db, dialect, 'tour_reservation', id) };
    },
  };
}
