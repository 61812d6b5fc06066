import { z } from 'zod';
import { BOOKING_STATUSES } from '../statuses.js';

/**
 * PUT /api/bookings/:id/status and PUT /api/tour-reservations/:id/status: any of the four
 * statuses, from any other (back-office §4).
 */
export const statusUpdateSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: 'validation.status_invalid' }),
});
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;
