import {
  addDays,
  departureScheduleInput,
  todayInIstanbul,
  translateMessage,
  type DepartureScheduleDto,
  type DepartureScheduleInput,
} from '@riviera/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';

export const WEEKDAY_LABELS = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'] as const;

/** The form's texts: lists are typed one per line or separated by commas, as an operator writes them. */
interface Draft {
  weekdays: number[];
  times: string;
  starts_on: string;
  ends_on: string;
  capacity: string;
  cutoff_hours: string;
  minimum: string;
  extra: string;
  closed: string;
}

const split = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function draftOf(s: DepartureScheduleDto | null): Draft {
  const today = todayInIstanbul();
  return {
    weekdays: s?.weekdays ?? [],
    times: s?.times.join(', ') ?? '',
    starts_on: s?.starts_on ?? today,
    ends_on: s?.ends_on ?? addDays(today, 180),
    capacity: String(s?.capacity ?? ''),
    cutoff_hours: String(s?.cutoff_hours ?? 12),
    minimum: s?.minimum === null || s?.minimum === undefined ? '' : String(s.minimum),
    extra: s?.extra.map((e) => `${e.date} ${e.time}`).join('\n') ?? '',
    closed: s?.closed.join('\n') ?? '',
  };
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The draft as the shared contract's input (the same schema the endpoint checks). */
function inputOf(d: Draft): DepartureScheduleInput {
  return {
    weekdays: d.weekdays as DepartureScheduleInput['weekdays'],
    times: split(d.times),
    starts_on: d.starts_on,
    ends_on: d.ends_on,
    capacity: toNumber(d.capacity),
    cutoff_hours: toNumber(d.cutoff_hours),
    minimum: d.minimum.trim() === '' ? null : toNumber(d.minimum),
    extra: split(d.extra).map((line) => {
      const [date = '', time = ''] = line.split(/\s+/);
      return { date, time };
    }),
    closed: split(d.closed),
  };
}

/**
 * 'Kalkış Planı': the tour's weekly days and start times between two dates, seats per departure,
 * the booking cut-off, an optional minimum, extra departures and closed days. Checked with the
 * endpoint's own schema before it is sent.
 */
export function ScheduleForm({
  schedule,
  busy,
  onSave,
  onRemove,
}: {
  schedule: DepartureScheduleDto | null;
  busy: boolean;
  onSave: (input: DepartureScheduleInput) => void;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const error = (field: string) => errors[field];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = inputOf(draft);
    const checked = departureScheduleInput.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??= translateMessage(issue.message, 'tr');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSave(input);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-label="Kalkış planı"
    >
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700">Günler *</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAY_LABELS.map((label, i) => {
            const day = i + 1;
            const on = draft.weekdays.includes(day);
            return (
              <label
                key={label}
                className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm ${on ? 'border-sea-600 bg-sea-50 font-semibold text-sea-800' : 'border-slate-300'}`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={() =>
                    set({ weekdays: on ? draft.weekdays.filter((d) => d !== day) : [...draft.weekdays, day] })
                  }
                />
                {label}
              </label>
            );
          })}
        </div>
        {error('weekdays') ? <p className="mt-1 text-sm text-red-700">{error('weekdays')}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Kalkış saatleri" required error={error('times')} hint="Örn. 08:30, 14:00">
          {(p) => (
            <input
              {...p}
              value={draft.times}
              onChange={(e) => set({ times: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Başlangıç tarihi" required error={error('starts_on')}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={draft.starts_on}
              onChange={(e) => set({ starts_on: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Bitiş tarihi" required error={error('ends_on')}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={draft.ends_on}
              onChange={(e) => set({ ends_on: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Kalkış başına kapasite" required error={error('capacity')}>
          {(p) => (
            <input
              {...p}
              type="number"
              min={1}
              value={draft.capacity}
              onChange={(e) => set({ capacity: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Son rezervasyon (kalkıştan kaç saat önce)"
          required
          error={error('cutoff_hours')}
          hint="İstanbul saatiyle"
        >
          {(p) => (
            <input
              {...p}
              type="number"
              min={0}
              value={draft.cutoff_hours}
              onChange={(e) => set({ cutoff_hours: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Asgari katılımcı" error={error('minimum')} hint="Boş: asgari yok">
          {(p) => (
            <input
              {...p}
              type="number"
              min={1}
              value={draft.minimum}
              onChange={(e) => set({ minimum: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Ek kalkışlar"
          error={error('extra')}
          hint="Her satıra bir tane: 2026-12-05 10:00"
          className="sm:col-span-1 lg:col-span-1"
        >
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={draft.extra}
              onChange={(e) => set({ extra: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Kapalı günler" error={error('closed')} hint="Her satıra bir tarih: 2026-12-10">
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={draft.closed}
              onChange={(e) => set({ closed: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {schedule ? (
          <Button variant="secondary" onClick={onRemove} disabled={busy}>
            Planı kaldır (her tarihe açık)
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? 'Kaydediliyor…' : 'Planı Kaydet'}
        </Button>
      </div>
    </form>
  );
}
