import type { BookingStatus } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { removeUpload } from '../../lib/uploads.js';
import { deleteAudited, setStatusAudited, type StatusTarget } from './status-changes.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { bookingAdminRepository, type BookingListFilters } from './bookings.admin.repository.js';
import { toBookingDetail, toBookingListItem } from './bookings.admin.dto.js';
import { changeRequestsRepository } from './change-requests.repository.js';

const TARGET: StatusTarget = { table: 'bookings', entity: 'booking', notFoundKey: 'error.booking_not_found' };

/** Back-office work on transfer bookings: list, read, change status, delete; every change audited. */
export function bookingAdminService(
  db: Kysely<Database>,
  dialect: DialectName,
  config: Pick<AppConfig, 'uploadsDir'>,
) {
  const repo = bookingAdminRepository(db, dialect);

  const detail = async (id: number) => {
    const row = await repo.findFull(id);
    if (!row) throw notFound('error.booking_not_found');
    const [extras, guests] = await Promise.all([repo.extrasOf(id), repo.guestsOf(id)]);
    return toBookingDetail(row, extras, guests);
  };

  return {
    async list(filters: BookingListFilters, page: number, perPage: number) {
      const { rows, total } = await repo.page(filters, page, perPage);
      // Each extra converted on its own, as the detail and the mails do (decision 027).
      const extras = new Map<number, number[]>();
      for (const e of await repo.extraPricesOf(rows.map((r) => r.id)))
        extras.set(e.booking_id, [...(extras.get(e.booking_id) ?? []), e.price_euro]);
      const open = await changeRequestsRepository.openCountsFor(db, 'booking', rows.map((r) => r.id));
      return toPage(
        rows.map((r) => ({ ...toBookingListItem(r, extras.get(r.id) ?? []), open_change_requests: open.get(r.id) ?? 0 })),
        total,
        page,
        perPage,
      );
    },

    detail,

    /** Any of the four statuses, from any other (back-office §4); audited in the same transaction. */
    setStatus: (admin: AdminPrincipal, id: number, status: BookingStatus, notifyCustomer?: boolean) =>
      setStatusAudited(db, dialect, TARGET, admin, id, status, notifyCustomer),

    /** Deletes the booking with its guests and extras; the audit record keeps the full picture. */
    async remove(admin: AdminPrincipal, id: number) {
      const snapshot = await detail(id);
      // Guests and extras go with it (ON DELETE CASCADE); the PNR stays issued so it is never reused.
      await deleteAudited(db, dialect, TARGET, admin, id, snapshot);
      // A deleted booking's ticket image is personal data with nothing left pointing at it.
      removeUpload(config.uploadsDir, snapshot.ticket_image);
      return { id, pnr_code: snapshot.pnr_code };
    },
  };
}
