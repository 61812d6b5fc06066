import { z } from 'zod';
import { TRIP_STATUSES } from '../operations/trip-status.js';

/**
 * The driver's status taps (decision 035). A tap carries an id made on the phone, so that a tap
 * sent again (a lost answer, the offline queue after a reconnect) is applied once.
 */

/** A client-made id: a UUID or similar, letters, digits, '-' and '_' only. */
export const TAP_CLIENT_ID_MAX = 64;

/** POST /driver-runs/{token}/jobs/{id}/status */
export const tripStatusTapInput = z.object({
  status: z.enum(TRIP_STATUSES, 'validation.trip_status_invalid'),
  client_id: z
    .string('validation.tap_client_id_invalid')
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.tap_client_id_invalid'),
  /** the phone's clock at the tap, for the record only: the server's time is the status's time */
  tapped_at: z.iso.datetime({ offset: true }).optional(),
});
export type TripStatusTapInput = z.infer<typeof tripStatusTapInput>;

/** One status of a job's history, with the server's time and the id of the tap that made it. */
export const tripEventDto = z.object({
  status: z.enum(TRIP_STATUSES),
  at: z.string(),
  client_id: z.string(),
});
export type TripEventDto = z.infer<typeof tripEventDto>;

/** The answer to a tap: the status as stored, and the job's history after it. */
export const tripStatusTapDto = z.object({
  job_id: z.number(),
  client_id: z.string(),
  status: z.enum(TRIP_STATUSES),
  at: z.string(),
  /** true when this client id had been applied before and nothing changed now */
  repeated: z.boolean(),
});
export type TripStatusTapDto = z.infer<typeof tripStatusTapDto>;
