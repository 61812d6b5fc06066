import { TOUR_EDIT_FIELD_LABELS_TR, formatDateTimeTr, type ChangeRequestDto, type StatusUpdate } from '@riviera/domain';
import { useState } from 'react';
import { ChangeHistory } from '../../components/admin/change-history';
import { ChangeRequestsPanel } from '../../components/admin/change-requests-panel';
import { InternalNotes } from '../../components/admin/internal-notes';
import { RecordHeader } from '../../components/admin/record-header';
import { useRequestEdit } from '../../components/admin/use-request-edit';
import { DetailText } from '../../components/ui/detail-list';
import { Dialog } from '../../components/ui/dialog';
import { MailHistory } from '../../components/mail/mail-history';
import type { TourReservation } from './tour-reservations-api';
import { useTourReservationChanges } from './tour-reservation-edit-api';
import { TourReservationEditDialog } from './tour-reservation-edit-dialog';
import { ReservationFacts } from './tour-reservation-detail-sections';

/** A tour's pickup is its hotel; the asked time is read in the request and a departure chosen. */
const prefillOf = (accepting: ChangeRequestDto | null, pickups: number | undefined) =>
  accepting?.asked.hotel && pickups ? { pickup_place: accepting.asked.hotel } : undefined;

export function TourReservationDetailDialog({
  reservation: r,
  onClose,
  onStatus,
}: {
  reservation: TourReservation | null;
  onClose: () => void;
  onStatus: (id: number, change: StatusUpdate) => Promise<unknown>;
}) {
  // the edit's starting values and the change history (decision 031)
  const changes = useTourReservationChanges(r?.id ?? null);
  const [saved, setSaved] = useState<{ id: number; message: string } | null>(null);
  const editable = changes.data?.editable ?? false;
  const edit = useRequestEdit('tour-reservations', r?.id ?? 0);
  return (
    <Dialog open={r !== null} onClose={onClose} title="Tur Rezervasyonu Detayı" closeLabel="Kapat" size="lg">
      {r ? (
        <div className="space-y-4">
          <RecordHeader
            code={r.pnr_code}
            about={<>Oluşturulma: {formatDateTimeTr(new Date(r.created_at))}</>}
            status={r.status}
            onStatus={(s) => onStatus(r.id, s)}
            editable={editable}
            loaded={Boolean(changes.data)}
            onEdit={edit.edit}
          />
          {saved && saved.id === r.id ? (
            <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
              {saved.message}
            </p>
          ) : null}
          {/* a guest's requests from the manage page: accepted through the edit, or refused with a reason */}
          <ChangeRequestsPanel
            kind="tour-reservations"
            bookingId={r.id}
            editable={editable}
            onAccept={edit.accept}
          />
          <ReservationFacts r={r} />
          <DetailText title="Özel İstekler" text={r.special_requests} />
          {changes.data ? (
            <ChangeHistory
              history={changes.data.history}
              currency={r.currency}
              labels={TOUR_EDIT_FIELD_LABELS_TR}
            />
          ) : null}
          <MailHistory kind="tour-reservations" id={r.id} status={r.status} />
          <InternalNotes target="tour-reservations" id={r.id} />
          <TourReservationEditDialog
            reservationId={r.id}
            view={edit.editing ? (changes.data ?? null) : null}
            prefill={prefillOf(edit.accepting, changes.data?.pickups.length)}
            onClose={edit.close}
            onSaved={(message) => edit.saved(message, (text) => setSaved({ id: r.id, message: text }))}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
