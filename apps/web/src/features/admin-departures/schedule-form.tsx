import {
  departureScheduleInput,
  translateMessage,
  type DepartureScheduleDto,
  type DepartureScheduleInput,
} from '@riviera/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';
import { draftOf, inputOf, type Draft } from './schedule-draft';

export const WEEKDAY_LABELS = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'] as const;

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
      <WeekdaysFieldset draft={draft} set={set} error={error} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DateAndTimeFields draft={draft} set={set} error={error} />
        <SeatFields draft={draft} set={set} error={error} />
        <ExceptionFields draft={draft} set={set} error={error} />
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

interface SectionProps {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  error: (field: string) => string | undefined;
}

function WeekdaysFieldset({ draft, set, error }: SectionProps) {
  return (
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
  );
}

/** When the tour leaves: its start times and the dates the plan runs between. */
function DateAndTimeFields({ draft, set, error }: SectionProps) {
  return (
    <>
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
    </>
  );
}

/** The seats of each departure, the booking cut-off and the minimum to run. */
function SeatFields({ draft, set, error }: SectionProps) {
  return (
    <>
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
    </>
  );
}

/** Departures outside the weekly days, and days the tour does not run. */
function ExceptionFields({ draft, set, error }: SectionProps) {
  return (
    <>
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
    </>
  );
}
