import type { BookingStatus } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { removeUpload } from '../../lib/uploads.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { bookingAdminRepository, type BookingListFilters } from './bookings.admin.repository.js';
import { toBookingDetail, toBookingListItem } from './bookings.admin.dto.js';

/** Back-office work on transfer bookings: list, read, change status, delete; every change audited. */
export function bookingAdminService(db: Kysely<Database>, dialect: DialectName, config: Pick<AppConfig, 'uploadsDir'>) {
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
      return toPage(rows.map(toBookingListItem), total, page, perPage);
    },

    detail,

    /**
     * Any of the four statuses, from any other (back-office §4). The change and its audit record
     * commit together; setting the status it already has changes and records nothing.
     */
    async setStatus(admin: AdminPrincipal, id: number, status: BookingStatus) {
      const result = await db.transaction().execute(async (trx) => {
        const before = await repo.lockForChange(trx, id);
        if (!before) throw notFound('error.booking_not_found');
        if (before.status === status) return { id, status, updated_at: before.updated_at, changed: false };
        const at = new Date().toISOString();
        await repo.setStatus(trx, id, status, at);
        await recordAudit(trx, {
          admin,
          action: 'status',
          entity: 'booking',
          entityId: id,
          before: { pnr_code: before.pnr_code, status: before.status },
          after: { pnr_code: before.pnr_code, status },
        });
        return { id, status, updated_at: at, changed: true };
      });
      return result;
    },

    /** Deletes the booking with its guests and extras; the audit record keeps the full picture. */
    async remove(admin: AdminPrincipal, id: number) {
      const snapshot = await detail(id);
      await db.transaction().execute(async (trx) => {
        const row = await repo.lockForChange(trx, id);
        if (!row) throw notFound('error.booking_not_found');
        await repo.remove(trx, id);
        await recordAudit(trx, { admin, action: 'delete', entity: 'booking', entityId: id, before: snapshot, after: null });
      });
      // A deleted booking's ticket image is personal data with nothing left pointing at it.
      removeUpload(config.uploadsDir, snapshot.ticket_image);
      return { id, pnr_code: snapshot.pnr_code };
    },
  };
}
