import { z } from 'zod/mini';
import { TRIP_STATUSES } from '../operations/trip-status.js';

/**
 * The day of the trip as the customer's PNR look-up and manage view show it (decision 039): the
 * leg the driver last moved, its status and the server's time; null until a driver set off.
 * zod/mini like every answer contract (decision 013).
 */
export const customerTripDto = z.object({
  leg: z.enum(['outbound', 'return', 'tour']),
  status: z.enum(TRIP_STATUSES),
  at: z.string(),
});
