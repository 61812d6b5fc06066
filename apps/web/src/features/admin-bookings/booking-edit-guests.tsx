import { Field, inputClass } from '../../components/ui/field';
import type { GuestDraft } from './booking-edit-draft';

const EMPTY: GuestDraft = { name: '', surname: '', identity_number: '' };

/**
 * The other passengers named on the booking (issue 25 item 2), as the booking form collects them:
 * name and surname required, identity number optional, at most one fewer than the passengers (the
 * customer is the first). The same `guestSchema` checks them in the dialog and on the server.
 */
export function BookingEditGuests({
  guests,
  passengers,
  errors,
  onChange,
}: {
  guests: GuestDraft[];
  passengers: number;
  errors: Record<string, string | undefined>;
  onChange: (guests: GuestDraft[]) => void;
}) {
  const room = Number.isFinite(passengers) ? Math.max(0, passengers - 1) : 0;
  const setAt = (i: number, key: keyof GuestDraft, value: string) =>
    onChange(guests.map((g, j) => (j === i ? { ...g, [key]: value } : g)));
  return (
    <fieldset className="space-y-3" data-testid="booking-edit-guests">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
        Ek yolcular
      </legend>
      {guests.length === 0 ? <p className="text-sm text-slate-500">Ek yolcu adı girilmemiş.</p> : null}
      {guests.map((g, i) => (
        <div
          key={i}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
        >
          <Field label={`${i + 2}. yolcu adı`} error={errors[`guests.${i}.name`]} required>
            {(p) => (
              <input
                {...p}
                className={inputClass}
                value={g.name}
                onChange={(e) => setAt(i, 'name', e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label="Soyadı" error={errors[`guests.${i}.surname`]} required>
            {(p) => (
              <input
                {...p}
                className={inputClass}
                value={g.surname}
                onChange={(e) => setAt(i, 'surname', e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label="Kimlik / pasaport no" error={errors[`guests.${i}.identity_number`]}>
            {(p) => (
              <input
                {...p}
                className={inputClass}
                value={g.identity_number}
                onChange={(e) => setAt(i, 'identity_number', e.currentTarget.value)}
              />
            )}
          </Field>
          <button
            type="button"
            className="self-end rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-100"
            onClick={() => onChange(guests.filter((_, j) => j !== i))}
          >
            Kaldır
          </button>
        </div>
      ))}
      {errors.guests ? <p className="text-sm text-red-700">{errors.guests}</p> : null}
      <button
        type="button"
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60"
        onClick={() => onChange([...guests, EMPTY])}
        disabled={guests.length >= room}
      >
        Yolcu ekle
      </button>
    </fieldset>
  );
}
