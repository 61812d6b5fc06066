import { z } from 'zod';
import { isValidHm, isValidYmd } from '../dates.js';

/**
 * Contracts of tour departures (issue 27, decision 034): the schedule staff write (one schema for
 * the back office's form and PUT /admin/tours/{id}/schedule), a departure's change and cancellation,
 * and the answers: the public calendar (GET /tours/{id}/departures) and the back office's.
 */

export const DEPARTURE_CAPACITY_MAX = 999;
export const CUTOFF_HOURS_MAX = 168;
/** how many days ahead the public calendar shows by default, and at most */
export const DEPARTURE_CALENDAR_DAYS = 28;
export const DEPARTURE_CALENDAR_MAX_DAYS = 92;
export const DEPARTURE_CANCEL_MESSAGE_MAX = 2000;

const ymd = (key: string) => z.string({ error: key }).refine(isValidYmd, { error: key });
const hm = z
  .string({ error: 'validation.schedule_times_required' })
  .refine(isValidHm, { error: 'validation.schedule_times_required' });
const capacity = z
  .number({ error: 'validation.departure_capacity_range' })
  .int({ error: 'validation.departure_capacity_range' })
  .min(0, { error: 'validation.departure_capacity_range' })
  .max(DEPARTURE_CAPACITY_MAX, { error: 'validation.departure_capacity_range' });

/** A tour's weekly schedule with its exceptions (see `DepartureSchedule` in departures.ts). */
export const departureScheduleInput = z
  .object({
    weekdays: z
      .array(
        z.union([
          z.literal(1),
          z.literal(2),
          z.literal(3),
          z.literal(4),
          z.literal(5),
          z.literal(6),
          z.literal(7),
        ]),
        {
          error: 'validation.schedule_weekdays_required',
        },
      )
      .min(1, { error: 'validation.schedule_weekdays_required' })
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    times: z
      .array(hm, { error: 'validation.schedule_times_required' })
      .min(1, { error: 'validation.schedule_times_required' })
      .max(12)
      .transform((times) => [...new Set(times)].sort()),
    starts_on: ymd('validation.date_invalid'),
    ends_on: ymd('validation.date_invalid'),
    capacity: capacity.min(1, { error: 'validation.departure_capacity_range' }),
    cutoff_hours: z
      .number({ error: 'validation.cutoff_hours_range' })
      .int({ error: 'validation.cutoff_hours_range' })
      .min(0, { error: 'validation.cutoff_hours_range' })
      .max(CUTOFF_HOURS_MAX, { error: 'validation.cutoff_hours_range' }),
    minimum: capacity.min(1, { error: 'validation.departure_capacity_range' }).nullable().default(null),
    extra: z
      .array(z.object({ date: ymd('validation.date_invalid'), time: hm }))
      .max(200)
      .default([]),
    closed: z.array(ymd('validation.date_invalid')).max(400).default([]),
  })
  .refine((s) => s.ends_on >= s.starts_on, { error: 'validation.schedule_dates_order', path: ['ends_on'] });
export type DepartureScheduleInput = z.input<typeof departureScheduleInput>;

/** PUT /admin/tours/{id}/schedule: the schedule, or null to sell the tour on any date again. */
export const scheduleUpdateInput = z.object({ schedule: departureScheduleInput.nullable() });

/** PUT /admin/tours/{id}/departures: one departure's own capacity and whether it is open. */
export const departureChangeInput = z.object({
  date: ymd('validation.date_invalid'),
  time: hm,
  /** null: the schedule's capacity again */
  capacity: capacity.nullable().optional(),
  state: z.enum(['open', 'closed']).optional(),
});
export type DepartureChangeInput = z.infer<typeof departureChangeInput>;

/** POST /admin/tours/{id}/departures/cancel: every guest's reservation is cancelled and mailed `message`. */
export const departureCancelInput = z.object({
  date: ymd('validation.date_invalid'),
  time: hm,
  message: z
    .string({ error: 'validation.cancel_message_required' })
    .trim()
    .min(1, { error: 'validation.cancel_message_required' })
    .max(DEPARTURE_CANCEL_MESSAGE_MAX),
});
export type DepartureCancelInput = z.infer<typeof departureCancelInput>;

/** GET /tours/{id}/departures: from a day (default today in Istanbul) for a number of days. */
export const departureCalendarQuery = z.object({
  from: ymd('validation.date_invalid').optional(),
  days: z.coerce.number().int().min(1).max(DEPARTURE_CALENDAR_MAX_DAYS).default(DEPARTURE_CALENDAR_DAYS),
});

/** GET /admin/tours/{id}/departures/manifest(.csv): which departure. */
export const departureSlotQuery = z.object({ date: ymd('validation.date_invalid'), time: hm });
