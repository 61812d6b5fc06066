import { z } from 'zod/mini';

/** Answers about tour departures (zod/mini, decision 013); the requests are in departures.ts. */

export const departureScheduleDto = z.object({
  weekdays: z.array(z.number()),
  times: z.array(z.string()),
  starts_on: z.string(),
  ends_on: z.string(),
  capacity: z.number(),
  cutoff_hours: z.number(),
  minimum: z.nullable(z.number()),
  extra: z.array(z.object({ date: z.string(), time: z.string() })),
  closed: z.array(z.string()),
});
export type DepartureScheduleDto = z.infer<typeof departureScheduleDto>;

/** A departure as a visitor sees it. */
export const publicDepartureDto = z.object({
  date: z.string(),
  time: z.string(),
  availability: z.enum(['available', 'sold_out', 'closed']),
  /** 0 unless available */
  seats_left: z.number(),
});
export type PublicDepartureDto = z.infer<typeof publicDepartureDto>;

/** The public calendar: `scheduled` false means the tour is booked on any date and time, as before. */
export const tourDeparturesDto = z.object({
  tour_id: z.number(),
  scheduled: z.boolean(),
  from: z.string(),
  to: z.string(),
  departures: z.array(publicDepartureDto),
});
export type TourDeparturesDto = z.infer<typeof tourDeparturesDto>;

/** A departure in the back office: seats sold of its capacity, and what staff did to it. */
export const adminDepartureDto = z.object({
  date: z.string(),
  time: z.string(),
  state: z.enum(['open', 'closed', 'cancelled']),
  capacity: z.number(),
  /** whether staff set this departure's capacity (else the schedule's) */
  own_capacity: z.boolean(),
  sold: z.number(),
  /** reservations (not cancelled) on it */
  reservations: z.number(),
  /** the schedule's minimum, when the departure has fewer guests than it */
  below_minimum: z.boolean(),
  past_cutoff: z.boolean(),
  /** not in the schedule (any more), yet booked or changed */
  unscheduled: z.boolean(),
});
export type AdminDepartureDto = z.infer<typeof adminDepartureDto>;

export const adminDepartureCalendarDto = z.object({
  tour_id: z.number(),
  schedule: z.nullable(departureScheduleDto),
  from: z.string(),
  to: z.string(),
  departures: z.array(adminDepartureDto),
});
export type AdminDepartureCalendarDto = z.infer<typeof adminDepartureCalendarDto>;

/** The answer to a cancelled departure: how many reservations were cancelled and mailed. */
export const departureCancelledDto = z.object({ cancelled_reservations: z.number() });

/** The answer to PUT /admin/tours/{id}/schedule: the schedule as stored, or null. */
export const scheduleAnswerDto = z.object({ schedule: z.nullable(departureScheduleDto) });

/** One reservation on a departure's manifest (issue 27, item 5): who comes, how many, how to reach them. */
export const manifestGuestDto = z.object({
  pnr_code: z.string(),
  name: z.string(),
  adults: z.number(),
  children: z.number(),
  phone: z.string(),
  email: z.string(),
  /** the language the guest booked in (tr, en, de, ru, pl) */
  language: z.string(),
  status: z.string(),
  special_requests: z.nullable(z.string()),
  /** the pickup zone, hotel or address and pickup time (decision 038); null on a tour without pickup */
  pickup_zone: z.nullable(z.string()),
  pickup_place: z.nullable(z.string()),
  pickup_time: z.nullable(z.string()),
});
export type ManifestGuestDto = z.infer<typeof manifestGuestDto>;

/** GET /admin/tours/{id}/departures/manifest: a departure's guests (cancelled ones left out) and their counts. */
export const departureManifestDto = z.object({
  tour: z.object({ id: z.number(), title: z.string(), location: z.string() }),
  date: z.string(),
  time: z.string(),
  capacity: z.number(),
  state: z.enum(['open', 'closed', 'cancelled']),
  adults: z.number(),
  children: z.number(),
  guests: z.array(manifestGuestDto),
});
export type DepartureManifestDto = z.infer<typeof departureManifestDto>;
