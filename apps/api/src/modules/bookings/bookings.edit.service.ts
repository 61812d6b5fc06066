import {
  bookingRequoteSchema,
  type BookingEditResultDto,
  type BookingEditViewDto,
  type BookingRequoteDto,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { bookingChangesRepository } from './booking-changes.repository.js';
import { applyBookingEdit } from './booking-edit.apply.js';
import { BOOKING_NOT_FOUND, bookingEditView } from './booking-edit.view.js';
import { requoteBooking, requoteDto } from './booking-reprice.js';
import { editHistory, editValidationError } from './edit-history.js';

/**
 * Staff editing a transfer booking (issue 25 item 1, decision 031): the public form's rules, the
 * price kept as booked, the dispatch jobs following the new dates and times (a driver on a moved
 * job kept or released, as staff chose), one change-history entry and one audit entry per save,
 * all in one transaction. A cancelled or completed booking is not edited.
 */
export function bookingEditService(db: Kysely<Database>, dialect: DialectName) {
  return {
    /** The edit dialog's starting values and the change history. */
    async view(id: number): Promise<BookingEditViewDto> {
      return bookingEditView(db, dialect, id);
    },

    /** 'Yeniden fiyatla': today's server quote for the chosen vehicle, extras and party, nothing saved. */
    async quote(id: number, body: unknown): Promise<BookingRequoteDto> {
      const b = await bookingChangesRepository(db, dialect).findForEdit(id);
      if (!b) throw notFound(BOOKING_NOT_FOUND);
      const parsed = bookingRequoteSchema.safeParse(body);
      if (!parsed.success) throw editValidationError(parsed.error.issues);
      return requoteDto(b, await requoteBooking(db, b, parsed.data));
    },

    async edit(admin: AdminPrincipal, id: number, body: unknown): Promise<BookingEditResultDto> {
      const outcome = await db
        .transaction()
        .execute(async (trx) => applyBookingEdit(trx, dialect, { admin, id, body }));
      return { ...outcome, history: await editHistory(db, dialect, 'booking', id) };
    },
  };
}
