import { z } from 'zod';
import { isValidPhone, phoneToE164 } from '../phone.js';
import { isValidYmd } from '../dates.js';
import { MAX_RECORD_ID } from '../limits.js';
import { DISPATCH_OVERLAP_MAX_MINUTES, JOB_LEGS } from '../operations/dispatch.js';
import { NOT_SET_OFF_MAX_MINUTES } from '../operations/not-set-off.js';
import { BOOKING_STATUSES } from '../statuses.js';
import { cashAmountDto, tripEventDto } from './trip-status.js';
import { formFlag, formInt, nullableText, optionalText, requiredText } from './form-values.js';

/**
 * Contracts of the operator's day (dispatch): drivers, the day's jobs, assignment, run sheets and
 * share links. Request contracts are shared by each back-office form and its endpoint.
 */

/** An optional record id from a form's select: '' or null is none. */
const optionalId = (messageKey: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : v),
    formInt(messageKey).pipe(z.number().min(1, messageKey).max(MAX_RECORD_ID, messageKey)).nullable(),
  );

const businessDate = z.string('validation.date_required').refine(isValidYmd, 'validation.date_invalid');

// Drivers ----------------------------------------------------------------------------------------

export const driverInput = z.object({
  name: requiredText('validation.name_required', 100),
  /** the same phone rule as the customers' (decision 026), +90 unless typed with a code; E.164 out */
  phone: requiredText('validation.phone_required', 40)
    .refine((p) => isValidPhone(p), 'validation.phone_invalid')
    .transform((p) => phoneToE164(p) ?? p),
  /** licence plate, upper-cased as written on the car */
  plate: optionalText(20).transform((p) => p.toLocaleUpperCase('tr-TR')),
  default_vehicle_id: optionalId('validation.vehicle_required'),
  is_active: formFlag.default(true),
});
export type DriverInput = z.infer<typeof driverInput>;

export const driverDto = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  plate: z.string(),
  default_vehicle: z.object({ id: z.number(), name: z.string(), capacity: z.number() }).nullable(),
  is_active: z.boolean(),
});
export type DriverDto = z.infer<typeof driverDto>;
export const driverListDto = z.array(driverDto);

// Jobs -------------------------------------------------------------------------------------------

/** GET /admin/operations/jobs: one day, optionally one status and one driver ('none': unassigned). */
export const jobDayQuery = z.object({
  date: businessDate,
  status: z.enum(BOOKING_STATUSES, 'validation.status_invalid').optional(),
  driver: z
    .union(
      [z.literal('none'), z.coerce.number().int().min(1).max(MAX_RECORD_ID)],
      'validation.driver_invalid',
    )
    .optional(),
});
export type JobDayQuery = z.infer<typeof jobDayQuery>;

/**
 * What the dispatcher is warned about (decision 032): on the board per job, in the assign dialog for
 * the chosen driver and vehicle, and after saving (saved all the same). Overlaps name the other job.
 */
const otherJob = { message: z.string(), pnr: z.string(), time: z.string().nullable(), date: z.string() };
export const assignmentWarningDto = z.discriminatedUnion('code', [
  z.object({ code: z.literal('driver_overlap'), ...otherJob }),
  z.object({ code: z.literal('vehicle_overlap'), ...otherJob }),
  z.object({
    code: z.literal('vehicle_too_small'),
    message: z.string(),
    capacity: z.number(),
    party: z.number(),
  }),
  z.object({
    code: z.literal('vehicle_smaller_than_booked'),
    message: z.string(),
    capacity: z.number(),
    booked_capacity: z.number(),
  }),
  z.object({
    code: z.literal('luggage_over'),
    message: z.string(),
    pieces: z.number(),
    luggage_capacity: z.number(),
  }),
]);
export type AssignmentWarningDto = z.infer<typeof assignmentWarningDto>;

const luggage = z.object({ large: z.number(), medium: z.number(), small: z.number(), hand: z.number() });

/**
 * One job as the operator and the driver see it: no prices. The driver's share page gets the same
 * shape for his own jobs only.
 */
export const jobDto = z.object({
  id: z.number(),
  leg: z.enum(JOB_LEGS),
  date: z.string(),
  time: z.string().nullable(),
  status: z.string(),
  pnr: z.string(),
  booking_id: z.number().nullable(),
  tour_reservation_id: z.number().nullable(),
  customer_name: z.string(),
  customer_phone: z.string(),
  from: z.string(),
  to: z.string(),
  flight_code: z.string().nullable(),
  /** landing time for an outbound, departure time for a return */
  flight_time: z.string().nullable(),
  adults: z.number(),
  children: z.number(),
  luggage: luggage.nullable(),
  vehicle_type: z.string().nullable(),
  extras: z.array(z.string()),
  hotel: z.string().nullable(),
  special_requests: z.string().nullable(),
  driver: z.object({ id: z.number(), name: z.string(), phone: z.string(), plate: z.string() }).nullable(),
  vehicle: z.object({ id: z.number(), name: z.string(), capacity: z.number() }).nullable(),
  note: z.string().nullable(),
  /** the route's drive time in minutes (null: a tour, or a route without one) */
  drive_minutes: z.number().nullable(),
  /** what the dispatcher should know about this job's driver and vehicle (decision 032) */
  warnings: z.array(assignmentWarningDto),
  /** the driver's latest status on the day (decision 035); null until he taps one */
  trip_status: tripEventDto.nullable(),
  /** every status the driver tapped, oldest first */
  trip_events: z.array(tripEventDto),
});
export type JobDto = z.infer<typeof jobDto>;

export const jobDayDto = z.object({
  date: z.string(),
  /** counts of the whole day, whatever the filters */
  counts: z.object({
    total: z.number(),
    unassigned: z.number(),
    by_status: z.record(z.string(), z.number()),
    by_leg: z.record(z.string(), z.number()),
  }),
  jobs: z.array(jobDto),
});
export type JobDayDto = z.infer<typeof jobDayDto>;

/** PUT /admin/operations/jobs/{id}/assignment: who drives, in what, and a note; null clears. */
export const jobAssignmentInput = z.object({
  driver_id: optionalId('validation.driver_invalid'),
  vehicle_id: optionalId('validation.vehicle_required'),
  note: nullableText(1000),
  /**
   * Mail the customer the driver's first name, phone and car when the driver is set or changed
   * (decision 040); the assign dialog asks, on by default. Unassigning mails nothing either way.
   */
  notify_customer: z.boolean().default(true),
});
export type JobAssignmentInput = z.infer<typeof jobAssignmentInput>;

export const jobAssignmentDto = z.object({ job: jobDto, warnings: z.array(assignmentWarningDto) });
export type JobAssignmentDto = z.infer<typeof jobAssignmentDto>;

/** GET /admin/operations/jobs/{id}/warnings: the flags a driver and vehicle would get, before saving. */
export const assignmentPreviewQuery = jobAssignmentInput.pick({ driver_id: true, vehicle_id: true });
export type AssignmentPreviewQuery = z.infer<typeof assignmentPreviewQuery>;
export const assignmentPreviewDto = z.array(assignmentWarningDto);

// Run sheets and share links ---------------------------------------------------------------------

export const runSheetQuery = z.object({
  driver: z.coerce
    .number('validation.driver_invalid')
    .int('validation.driver_invalid')
    .min(1, 'validation.driver_invalid')
    .max(MAX_RECORD_ID, 'validation.driver_invalid'),
  date: businessDate,
});
export type RunSheetQuery = z.infer<typeof runSheetQuery>;

/** A driver's jobs of one day: the printed run sheet and the share page read the same. */
export const runSheetDto = z.object({
  date: z.string(),
  driver: z.object({ name: z.string(), phone: z.string(), plate: z.string() }),
  jobs: z.array(jobDto.omit({ driver: true, warnings: true })),
});
export type RunSheetDto = z.infer<typeof runSheetDto>;

/**
 * The driver's share view (decision 032): his jobs without the PNR or the booking's ids (keys to
 * the public look-up) and without prices.
 */
export const driverRunJobDto = jobDto
  .omit({
    driver: true,
    warnings: true,
    pnr: true,
    booking_id: true,
    tour_reservation_id: true,
  })
  .extend({
    /** what the driver collects for this job, in the booked currency (decision 035); his own jobs only */
    expected_cash: cashAmountDto.nullable(),
  });
export type DriverRunJobDto = z.infer<typeof driverRunJobDto>;
export const driverRunDto = z.object({
  date: z.string(),
  driver: z.object({ name: z.string(), plate: z.string() }),
  jobs: z.array(driverRunJobDto),
});
export type DriverRunDto = z.infer<typeof driverRunDto>;

/** Share links are made for today up to this many days ahead (Istanbul days). */
export const RUN_LINK_MAX_DAYS_AHEAD = 7;

export const runLinkInput = z.object({
  driver_id: formInt('validation.driver_invalid').pipe(
    z.number().min(1, 'validation.driver_invalid').max(MAX_RECORD_ID, 'validation.driver_invalid'),
  ),
  date: businessDate,
});
export type RunLinkInput = z.infer<typeof runLinkInput>;

/** A share link, shown once: only its hash is stored. */
export const runLinkDto = z.object({ path: z.string(), token: z.string(), expires_at: z.string() });
export type RunLinkDto = z.infer<typeof runLinkDto>;

/** GET /admin/operations/run-links?driver=: a driver's links that still open (not revoked, not expired). */
export const runLinkListQuery = z.object({ driver: runSheetQuery.shape.driver });
export const liveRunLinkDto = z.object({
  id: z.number(),
  date: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type LiveRunLinkDto = z.infer<typeof liveRunLinkDto>;
export const liveRunLinkListDto = z.array(liveRunLinkDto);

// Settings ---------------------------------------------------------------------------------------

export const operationsSettingsInput = z.object({
  overlap_minutes: formInt('validation.overlap_minutes_invalid').pipe(
    z
      .number()
      .min(0, 'validation.overlap_minutes_invalid')
      .max(DISPATCH_OVERLAP_MAX_MINUTES, 'validation.overlap_minutes_invalid'),
  ),
  /** left out: kept as stored (clients made before the setting existed send only the overlap) */
  not_set_off_minutes: formInt('validation.not_set_off_minutes_invalid')
    .pipe(
      z
        .number()
        .min(0, 'validation.not_set_off_minutes_invalid')
        .max(NOT_SET_OFF_MAX_MINUTES, 'validation.not_set_off_minutes_invalid'),
    )
    .optional(),
});
export type OperationsSettingsInput = z.infer<typeof operationsSettingsInput>;
export const operationsSettingsDto = z.object({
  overlap_minutes: z.number(),
  /** 'Yola çıkmadı' this many minutes before a pickup without 'Yola çıktım' (decision 039); 0: off */
  not_set_off_minutes: z.number(),
});
export type OperationsSettingsDto = z.infer<typeof operationsSettingsDto>;
