import { z } from 'zod';
import { MAX_RECORD_ID } from '../limits.js';
import { TRIP_STATUSES } from '../operations/trip-status.js';

/**
 * The driver's status taps (decision 035). A tap carries an id made on the phone, so that a tap
 * sent again (a lost answer, the offline queue after a reconnect) is applied once.
 */

/** A client-made id: a UUID or similar, letters, digits, '-' and '_' only. */
export const TAP_CLIENT_ID_MAX = 64;

/** An amount of cash in one currency: at most 1 000 000, two decimals, an ISO code. */
export const cashAmountInput = z.object({
  amount: z
    .number('validation.cash_invalid')
    .min(0, 'validation.cash_invalid')
    .max(1_000_000, 'validation.cash_invalid')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'validation.cash_invalid'),
  currency: z.string('validation.cash_invalid').regex(/^[A-Z]{3}$/, 'validation.cash_invalid'),
});
export const cashAmountDto = z.object({ amount: z.number(), currency: z.string() });

/**
 * POST /driver-runs/{token}/jobs/{id}/status. 'Tamamlandı' carries the cash collected (0 when the
 * guest paid nothing on arrival); no other status carries cash.
 */
export const tripStatusTapInput = z
  .object({
    status: z.enum(TRIP_STATUSES, 'validation.trip_status_invalid'),
    client_id: z
      .string('validation.tap_client_id_invalid')
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.tap_client_id_invalid'),
    /** the phone's clock at the tap, for the record only: the server's time is the status's time */
    tapped_at: z.iso.datetime({ offset: true }).optional(),
    cash: cashAmountInput.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'completed' && !v.cash)
      ctx.addIssue({ code: 'custom', path: ['cash'], message: 'validation.cash_required' });
    if (v.status !== 'completed' && v.cash)
      ctx.addIssue({ code: 'custom', path: ['cash'], message: 'validation.cash_invalid' });
  });
export type TripStatusTapInput = z.infer<typeof tripStatusTapInput>;

/** One status of a job's history, with the server's time and the id of the tap that made it. */
export const tripEventDto = z.object({
  status: z.enum(TRIP_STATUSES),
  at: z.string(),
  client_id: z.string(),
  /** the cash the driver collected, entered with 'Tamamlandı' */
  cash: cashAmountDto.nullable(),
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

// Settlement of a driver's day (issue 26 item 2) ----------------------------------------------

/** GET /admin/operations/settlement?driver=&date= */
export const settlementQuery = z.object({
  driver: z.coerce
    .number('validation.driver_invalid')
    .int('validation.driver_invalid')
    .min(1, 'validation.driver_invalid')
    .max(MAX_RECORD_ID, 'validation.driver_invalid'),
  date: z.string('validation.date_required').regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_invalid'),
});
export type SettlementQuery = z.infer<typeof settlementQuery>;

export const settlementDto = z.object({
  date: z.string(),
  driver: z.object({ id: z.number(), name: z.string(), plate: z.string() }),
  jobs: z.array(
    z.object({
      id: z.number(),
      leg: z.enum(['outbound', 'return', 'tour']),
      time: z.string().nullable(),
      pnr: z.string(),
      customer_name: z.string(),
      trip_status: z.enum(TRIP_STATUSES).nullable(),
      expected: cashAmountDto.nullable(),
      collected: cashAmountDto.nullable(),
    }),
  ),
  lines: z.array(
    z.object({
      currency: z.string(),
      expected: z.number(),
      collected: z.number(),
      handed: z.number().nullable(),
      difference: z.number(),
      confirmed_at: z.string().nullable(),
      confirmed_by: z.string().nullable(),
    }),
  ),
});
export type SettlementDto = z.infer<typeof settlementDto>;

/** PUT /admin/operations/settlement/handover: staff confirm what the driver handed over in one currency. */
export const handoverInput = z.object({
  driver_id: z.coerce
    .number('validation.driver_invalid')
    .int('validation.driver_invalid')
    .min(1, 'validation.driver_invalid')
    // beyond the database's integer a PostgreSQL query fails (the fuzz test's 500)
    .max(MAX_RECORD_ID, 'validation.driver_invalid'),
  date: settlementQuery.shape.date,
  currency: cashAmountInput.shape.currency,
  amount: z.coerce.number('validation.cash_invalid').pipe(cashAmountInput.shape.amount),
});
export type HandoverInput = z.infer<typeof handoverInput>;
