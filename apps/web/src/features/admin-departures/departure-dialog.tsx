import { formatDateTr, type AdminDepartureDto } from '@riviera/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, inputClass } from '../../components/ui/field';

/**
 * One departure: its own capacity, closing it to new bookings (or opening it again), and
 * cancelling it, which cancels every reservation on it and mails each guest the operator's text.
 * Cancelling says what will happen and asks for the text before it is done.
 */
export function DepartureDialog({
  departure,
  tourId,
  busy,
  error,
  onClose,
  onCapacity,
  onState,
  onCancel,
}: {
  departure: AdminDepartureDto;
  tourId: number;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onCapacity: (capacity: number | null) => void;
  onState: (state: 'open' | 'closed') => void;
  onCancel: (message: string) => void;
}) {
  const [capacity, setCapacity] = useState(String(departure.capacity));
  const [cancelling, setCancelling] = useState(false);
  const [message, setMessage] = useState('');
  const cancelled = departure.state === 'cancelled';
  const title = `${formatDateTr(departure.date)} ${departure.time} kalkışı`;

  return (
    <Dialog open onClose={() => !busy && onClose()} title={title} closeLabel="Kapat" size="md">
      <div className="space-y-4 text-slate-700">
        <p data-testid="departure-seats">
          Satılan koltuk:{' '}
          <strong className="tabular-nums">
            {departure.sold}/{departure.capacity}
          </strong>{' '}
          ({departure.reservations} rezervasyon)
          {departure.below_minimum ? ' · asgari katılımcı sayısına ulaşılmadı' : ''}
        </p>
        <Link
          to={`/admin/departure-manifest?tour=${tourId}&date=${departure.date}&time=${departure.time}`}
          className={buttonClass('secondary')}
        >
          Yolcu Listesi
        </Link>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {cancelled ? (
          <p className="font-semibold text-red-700">Bu kalkış iptal edildi.</p>
        ) : cancelling ? (
          <CancelConfirm
            departure={departure}
            busy={busy}
            message={message}
            onMessage={setMessage}
            onBack={() => setCancelling(false)}
            onCancel={onCancel}
          />
        ) : (
          <>
            <CapacityControls
              departure={departure}
              busy={busy}
              capacity={capacity}
              onCapacityText={setCapacity}
              onCapacity={onCapacity}
            />
            <SaleButtons
              departure={departure}
              busy={busy}
              onState={onState}
              onCancelling={() => setCancelling(true)}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}

/** Cancelling says what will happen and asks for the guests' text before it is done. */
function CancelConfirm({
  departure,
  busy,
  message,
  onMessage,
  onBack,
  onCancel,
}: {
  departure: AdminDepartureDto;
  busy: boolean;
  message: string;
  onMessage: (message: string) => void;
  onBack: () => void;
  onCancel: (message: string) => void;
}) {
  return (
    <div className="space-y-3">
      <p className="font-semibold text-red-700">
        {departure.reservations} rezervasyon iptal edilecek ve her misafire kendi dilinde bir e-posta gidecek.
        Bu işlem geri alınamaz!
      </p>
      <Field label="Misafirlere gidecek mesaj" required hint="E-postada bizim notumuz olarak yer alır">
        {(p) => (
          <textarea
            {...p}
            rows={4}
            value={message}
            onChange={(e) => onMessage(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Vazgeç
        </Button>
        <Button variant="danger" onClick={() => onCancel(message)} disabled={busy || message.trim() === ''}>
          {busy ? 'İşleniyor…' : 'Kalkışı İptal Et'}
        </Button>
      </div>
    </div>
  );
}

/** The departure's own capacity, or back to the plan's. */
function CapacityControls({
  departure,
  busy,
  capacity,
  onCapacityText,
  onCapacity,
}: {
  departure: AdminDepartureDto;
  busy: boolean;
  capacity: string;
  onCapacityText: (text: string) => void;
  onCapacity: (capacity: number | null) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field
        label="Bu kalkışın kapasitesi"
        hint={departure.own_capacity ? 'Bu kalkışa özel' : 'Plandaki kapasite'}
      >
        {(p) => (
          <input
            {...p}
            type="number"
            min={0}
            value={capacity}
            onChange={(e) => onCapacityText(e.target.value)}
            className={`${inputClass} w-32`}
          />
        )}
      </Field>
      <Button
        variant="secondary"
        disabled={busy || capacity.trim() === ''}
        onClick={() => onCapacity(Number(capacity))}
      >
        Kapasiteyi Kaydet
      </Button>
      {departure.own_capacity ? (
        <Button variant="ghost" disabled={busy} onClick={() => onCapacity(null)}>
          Plandakine dön
        </Button>
      ) : null}
    </div>
  );
}

/** Closing to new bookings or opening again, and the way into cancelling. */
function SaleButtons({
  departure,
  busy,
  onState,
  onCancelling,
}: {
  departure: AdminDepartureDto;
  busy: boolean;
  onState: (state: 'open' | 'closed') => void;
  onCancelling: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
      {departure.state === 'closed' ? (
        <Button variant="secondary" disabled={busy} onClick={() => onState('open')}>
          Satışa Aç
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => onState('closed')}>
          Satışa Kapat
        </Button>
      )}
      <Button variant="danger" disabled={busy} onClick={onCancelling}>
        Kalkışı İptal Et…
      </Button>
    </div>
  );
}
