import { z } from 'zod';
import { z as zm } from 'zod/mini';
import { isValidEmail } from '../contact.js';
import { isValidHm } from '../dates.js';
import { BOOKING_STATUSES } from '../statuses.js';
import { pnrLookupSchema } from './pnr-lookup.js';
import { customerTripDto } from './customer-trip.js';

/**
 * The manage-booking view behind the PNR look-up: the PNR and, as a second factor, the e-mail the
 * booking was made with. A wrong e-mail answers exactly like an unknown PNR.
 */
export const manageBookingSchema = pnrLookupSchema.extend({
  email: z
    .string({ error: 'validation.email_required' })
    .trim()
    .toLowerCase()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: 'validation.email_required' });
      else if (v.length > 254 || !isValidEmail(v))
        ctx.addIssue({ code: 'custom', message: 'validation.email_invalid' });
    }),
});
export type ManageBookingInput = z.output<typeof manageBookingSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.text_too_long')
    .optional()
    .transform((v) => (v ? v : undefined));
const optionalTime = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || isValidHm(v), 'validation.time_invalid')
  .transform((v) => (v ? v : undefined));

/** A change the customer asks for: it reaches staff as a note and a mail; the booking is not changed. */
export const changeRequestSchema = manageBookingSchema
  .extend({
    pickup_time: optionalTime,
    flight_code: optionalText(20),
    landing_time: optionalTime,
    hotel: optionalText(200),
    note: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (!v.pickup_time && !v.flight_code && !v.landing_time && !v.hotel && !v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'validation.change_request_empty' });
    }
  });
export type ChangeRequestInput = z.output<typeof changeRequestSchema>;

/** Istanbul keeps UTC+03:00 all year (no daylight saving since 2016), so a local time maps to one instant. */
const ISTANBUL_OFFSET = '+03:00';

/**
 * Until when a customer may cancel online: `cutoffHours` before the pickup (date and time in
 * Istanbul; a pickup without a time counts from the start of its day).
 */
export function selfCancelDeadline(pickupDate: string, pickupTime: string | null, cutoffHours: number): Date {
  const pickup = new Date(
    `${pickupDate}T${pickupTime && isValidHm(pickupTime) ? pickupTime : '00:00'}:00${ISTANBUL_OFFSET}`,
  );
  return new Date(pickup.getTime() - cutoffHours * 3_600_000);
}

/** What the manage view shows: the booking with its trip, whether it can still be cancelled online, and whom to call. */
export const manageViewDto = zm.object({
  type: zm.enum(['transfer', 'tour']),
  pnr_code: zm.string(),
  status: zm.enum(BOOKING_STATUSES),
  customer_name: zm.string(),
  legs: zm.array(
    zm.object({
      kind: zm.enum(['outbound', 'return', 'tour']),
      date: zm.string(),
      time: zm.nullable(zm.string()),
      from: zm.string(),
      to: zm.string(),
    }),
  ),
  adults: zm.number(),
  children: zm.number(),
  vehicle: zm.nullable(zm.string()),
  flight_code: zm.nullable(zm.string()),
  landing_time: zm.nullable(zm.string()),
  hotel: zm.nullable(zm.string()),
  extras: zm.array(zm.string()),
  total_price: zm.number(),
  currency: zm.string(),
  /** whether 'cancel' is offered: not cancelled or completed, and before the cut-off */
  can_cancel: zm.boolean(),
  /** the cut-off instant (ISO-8601), after which the view gives the phone and WhatsApp instead */
  cancel_deadline: zm.string(),
  contact: zm.object({ phone: zm.string(), whatsapp: zm.string() }),
  /** who travels, counted in the page's language with its plural forms ('1 взрослый, 2 ребёнка') */
  party: zm.string(),
  /** where the driver or guide meets them, how to pay, until when free cancellation runs: as the mails say it, in the page's language */
  notices: zm.array(zm.object({ kind: zm.enum(['meet', 'pay', 'cancel']), title: zm.string(), lines: zm.array(zm.string()) })),
  /** the driver's latest status once he set off ('Sürücünüz yolda'); null before (decision 039) */
  trip: zm.optional(zm.nullable(customerTripDto)),
});
export type ManageViewDto = zm.infer<typeof manageViewDto>;
