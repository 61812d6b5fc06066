import { z } from 'zod/mini';
import { BOOKING_STATUSES } from '../statuses.js';

/**
 * What the back office's status changes and deletions of transfer bookings and tour reservations
 * answer. zod/mini like every answer contract; the request is `statusUpdateSchema` (admin-status.ts).
 */
export const statusChangeDto = z.object({
  id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  updated_at: z.string(),
  /** whether this change queued a mail to the customer */
  customer_mailed: z.boolean(),
});
export type StatusChangeDto = z.infer<typeof statusChangeDto>;

/** The deleted booking or reservation; its PNR stays issued, so it is never given again. */
export const deletedReservationDto = z.object({ id: z.number(), pnr_code: z.string() });
export type DeletedReservationDto = z.infer<typeof deletedReservationDto>;
