import {
  addDays,
  todayInIstanbul,
  type DepartureScheduleDto,
  type DepartureScheduleInput,
} from '@riviera/domain';

/** The schedule form's draft and how it turns into the endpoint's input. */

/** The form's texts: lists are typed one per line or separated by commas, as an operator writes them. */
export interface Draft {
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

export function draftOf(s: DepartureScheduleDto | null): Draft {
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
export function inputOf(d: Draft): DepartureScheduleInput {
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
