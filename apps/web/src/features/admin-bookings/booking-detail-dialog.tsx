import {
  adminBookingStatus,
  formatDateTimeTr,
  type ChangeRequestDto,
  type StatusUpdate,
} from '@riviera/domain';
import { InternalNotes } from '../../components/admin/internal-notes';
import { RecordHeader } from '../../components/admin/record-header';
import { DetailText } from '../../components/ui/detail-list';
import { Dialog } from '../../components/ui/dialog';
import { useBookingDetail, type BookingDetail } from './bookings-api';
import { AdminQuery } from '../../components/ui/admin-query';
import { MailHistory } from '../../components/mail/mail-history';
import { useState } from 'react';
import { useBookingChanges } from './booking-edit-api';
import { ChangeHistory } from '../../components/admin/change-history';
import { BookingEditDialog } from './booking-edit-dialog';
import { ChangeRequestsPanel } from '../../components/admin/change-requests-panel';
import { useRequestEdit } from '../../components/admin/use-request-edit';
import { BookingDetailFacts, TicketImageSection } from './booking-detail-sections';

/** What the customer asked in a change request, as the edit form's starting values. */
const prefillOf = (accepting: ChangeRequestDto | null) =>
  accepting
    ? {
        ...(accepting.asked.pickup_time ? { pickup_time: accepting.asked.pickup_time } : {}),
        ...(accepting.asked.flight_code ? { flight_code: accepting.asked.flight_code } : {}),
        ...(accepting.asked.landing_time ? { departure_flight_time: accepting.asked.landing_time } : {}),
        ...(accepting.asked.hotel ? { hotel_name: accepting.asked.hotel } : {}),
      }
    : undefined;

function Body({ b, onStatus }: { b: BookingDetail; onStatus: (change: StatusUpdate) => Promise<unknown> }) {
  const changes = useBookingChanges(b.id);
  const [saved, setSaved] = useState<string | null>(null);
  const edit = useRequestEdit('bookings', b.id);
  const editable = changes.data?.editable ?? false;
  return (
    <div className="space-y-4">
      <RecordHeader
        code={b.display_code}
        codeTestId="detail-pnr"
        about={
          <>
            #{b.id} · {b.booking_number} · {formatDateTimeTr(new Date(b.created_at))}
          </>
        }
        status={adminBookingStatus(b.status)}
        onStatus={onStatus}
        editable={editable}
        loaded={Boolean(changes.data)}
        onEdit={edit.edit}
      />
      {saved ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {saved}
        </p>
      ) : null}
      <BookingEditDialog
        bookingId={b.id}
        view={edit.editing ? (changes.data ?? null) : null}
        prefill={prefillOf(edit.accepting)}
        onClose={edit.close}
        onSaved={(message) => edit.saved(message, setSaved)}
      />
      <ChangeRequestsPanel
        bookingId={b.id}
        editable={editable}
        onAccept={edit.accept}
      />
      <BookingDetailFacts b={b} />

      <div className="grid gap-4 md:grid-cols-2">
        <TicketImageSection b={b} />
        <DetailText title="Özel İstekler" text={b.special_requests} />
        {changes.data ? (
          <ChangeHistory history={changes.data.history} currency={changes.data.price.currency} />
        ) : null}
        <MailHistory kind="bookings" id={b.id} status={b.status} />
        <InternalNotes target="bookings" id={b.id} />
      </div>
    </div>
  );
}

export function BookingDetailDialog({
  bookingId,
  onClose,
  onStatus,
}: {
  bookingId: number | null;
  onClose: () => void;
  onStatus: (id: number, change: StatusUpdate) => Promise<unknown>;
}) {
  const detail = useBookingDetail(bookingId);
  return (
    <Dialog
      open={bookingId !== null}
      onClose={onClose}
      title="Rezervasyon Detayı"
      closeLabel="Kapat"
      size="xl"
    >
      <AdminQuery
        query={detail}
        loading="Rezervasyon yükleniyor…"
        failed="Rezervasyon yüklenirken hata oluştu"
      >
        {(data) => <Body b={data} onStatus={(s) => onStatus(data.id, s)} />}
      </AdminQuery>
    </Dialog>
  );
}
