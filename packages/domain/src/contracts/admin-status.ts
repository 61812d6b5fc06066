import { z } from 'zod';
import { BOOKING_STATUSES } from '../statuses.js';

/**
 * PUT /api/bookings/:id/status and PUT /api/tour-reservations/:id/status: any of the four
 * statuses, from any other (back-office §4).
 */
export const statusUpdateSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: 'validation.status_invalid' }),
  /**
   * Whether the customer is mailed about it (the confirmation dialog's "Müşteriye e-posta gönder").
   * Left out: the status's default (`statusMailDefault`). Only 'confirmed' and 'cancelled' have a
   * mail; for the others it changes nothing.
   */
  notify_customer: z.boolean({ error: 'validation.status_invalid' }).optional(),
});
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;
