import {
  BOOKING_STATUSES,
  isBookingStatus,
  statusLabel,
  statusMailDefault,
  statusMailTemplate,
  statusUpdateSchema,
  type BookingStatus,
  type StatusUpdate,
} from '@riviera/domain';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { inputClass } from './field';
import { useElementId } from '../../lib/use-element-id';

/**
 * Status selector for a booking or tour reservation. It shows the server's status: a choice opens a
 * confirmation that says whether the customer will be mailed, with "Müşteriye e-posta gönder"
 * ticked by the status's default (decision 031); only a confirmed choice is sent with `onSave`, and
 * the shown value changes only when the caller's data changes after the server said yes. Cancelling
 * the confirmation changes and mails nothing.
 */
export function StatusSelect({
  value,
  onSave,
  label = 'Durum',
}: {
  /** the current status; a value outside the four is shown raw as a disabled choice */
  value: string;
  /** the change as the endpoint takes it (`statusUpdateSchema`) */
  onSave: (change: StatusUpdate) => Promise<unknown>;
  label?: string;
}) {
  const id = useElementId();
  const [saving, setSaving] = useState(false);
  const [asked, setAsked] = useState<{ status: BookingStatus; notify: boolean } | null>(null);
  // Remounts the select after a cancelled pick, so it shows the server's value again.
  const [generation, setGeneration] = useState(0);

  const cancel = () => {
    setAsked(null);
    setGeneration((g) => g + 1);
  };
  const confirm = () => {
    if (!asked) return;
    const change = statusUpdateSchema.parse({ status: asked.status, notify_customer: asked.notify });
    setSaving(true);
    // A refusal or failure closes the confirmation and shows the server's value again; the caller
    // says what went wrong (its toast), so the message is not shown twice.
    void onSave(change)
      .then(() => setAsked(null))
      .catch(() => cancel())
      .finally(() => setSaving(false));
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-600">
        {label}
      </label>
      <select
        key={generation}
        id={id}
        value={value}
        disabled={saving}
        data-testid="status-select"
        onChange={(e) => {
          const next = e.target.value as BookingStatus;
          if (next === value) return;
          setAsked({ status: next, notify: statusMailDefault(next) });
        }}
        className={`${inputClass} w-auto py-2`}
      >
        {isBookingStatus(value) ? null : (
          <option value={value} disabled>
            {value}
          </option>
        )}
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s, 'tr')}
          </option>
        ))}
      </select>
      {saving ? <span className="text-xs text-slate-500">Kaydediliyor…</span> : null}
      <ConfirmDialog
        open={asked !== null}
        title="Durumu Değiştir"
        tone="primary"
        confirmLabel="Durumu Değiştir"
        cancelLabel="Vazgeç"
        busy={saving}
        busyLabel="Kaydediliyor…"
        onConfirm={confirm}
        onCancel={cancel}
        message={
          asked ? (
            <StatusChangeSummary
              from={value}
              to={asked.status}
              notify={asked.notify}
              onNotify={(notify) => setAsked({ ...asked, notify })}
            />
          ) : null
        }
      />
    </div>
  );
}

/** What the confirmation says: the change, and whether the customer hears of it. */
function StatusChangeSummary({
  from,
  to,
  notify,
  onNotify,
}: {
  from: string;
  to: BookingStatus;
  notify: boolean;
  onNotify: (notify: boolean) => void;
}) {
  const hasMail = statusMailTemplate(to) !== null;
  return (
    <div className="space-y-3" data-testid="status-confirmation">
      <p>
        Durum <strong>{statusLabel(from, 'tr')}</strong> → <strong>{statusLabel(to, 'tr')}</strong> olarak
        değiştirilecek.
      </p>
      <label className={`flex items-center gap-2 ${hasMail ? '' : 'text-slate-400'}`}>
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={hasMail && notify}
          disabled={!hasMail}
          onChange={(e) => onNotify(e.target.checked)}
        />
        Müşteriye e-posta gönder
      </label>
      <p className="text-sm text-slate-600" role="status">
        {!hasMail
          ? 'Bu durum için müşteriye e-posta gönderilmez.'
          : notify
            ? to === 'confirmed'
              ? 'Müşteriye onay e-postası (güncel voucher ekli) gönderilecek.'
              : 'Müşteriye iptal bildirimi gönderilecek.'
            : 'Müşteriye e-posta gönderilmeyecek.'}
      </p>
    </div>
  );
}
