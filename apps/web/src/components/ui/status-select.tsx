import { BOOKING_STATUSES, isBookingStatus, statusLabel, type BookingStatus } from '@riviera/domain';
import { useState } from 'react';
import { inputClass } from './field';
import { useElementId } from '../../lib/use-element-id';

/**
 * Status selector for a booking or tour reservation. It shows the server's status: a choice is
 * sent with `onSave`, and the shown value changes only when the caller's data changes after the
 * server said yes. While saving it is disabled.
 */
export function StatusSelect({
  value,
  onSave,
  label = 'Durum',
}: {
  /** the current status; a value outside the four is shown raw as a disabled choice */
  value: string;
  onSave: (status: BookingStatus) => Promise<unknown>;
  label?: string;
}) {
  const id = useElementId();
  const [saving, setSaving] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={saving}
        onChange={(e) => {
          const next = e.target.value as BookingStatus;
          setSaving(true);
          void onSave(next)
            .catch(() => undefined)
            .finally(() => setSaving(false));
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
    </div>
  );
}
