import { z } from 'zod/mini';
import { translationsDto } from './translations-dto.js';

/**
 * Answers about pickups (decision 038), zod/mini like every answer contract: the back office's
 * zones, a tour's zones as visitors and staff read them, and a reservation's pickup.
 */
export const pickupZoneDto = z.object({
  id: z.number(),
  name: z.string(),
  /** back office only: the other languages' names (decision 014) */
  translations: z.optional(translationsDto),
  /** back office only: how many tours pick up here */
  tour_count: z.optional(z.number()),
});
export type PickupZoneDto = z.infer<typeof pickupZoneDto>;
export const pickupZoneListDto = z.array(pickupZoneDto);

/** One zone of a tour: its name in the reader's language and minutes before the start (negative). */
export const tourPickupDto = z.object({
  zone_id: z.number(),
  name: z.string(),
  offset_minutes: z.number(),
});
export type TourPickupDto = z.infer<typeof tourPickupDto>;
export const tourPickupListDto = z.array(tourPickupDto);

/** A reservation's pickup: zone, the hotel or address the guest wrote, and when to wait. */
export const reservationPickupDto = z.object({
  zone_id: z.nullable(z.number()),
  /** the zone's name in the reader's language (staff: Turkish) */
  zone: z.string(),
  place: z.string(),
  date: z.string(),
  time: z.string(),
});
export type ReservationPickupDto = z.infer<typeof reservationPickupDto>;
