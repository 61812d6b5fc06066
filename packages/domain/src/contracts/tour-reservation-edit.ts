import { z } from 'zod';
import { COUNTRY_CODES_TOUR, DEFAULT_COUNTRY_CODE } from '../contact.js';
import { pickupProblems, type TourPickup } from '../pickups.js';
import { DRIVER_ON_MOVE } from './booking-edit.js';
import { bookingChangesDto } from './booking-edit-history.js';
import { ALWAYS, e164Phone, refinePhone } from './phone-fields.js';
import { tourReservationFields } from './tour-reservation.js';

/**
 * Staff editing a tour reservation (issue 25 item 1, decision 031): the departure, the party, the
 * pickup, the contact and the special requests, each with the public reservation form's own rule
 * (the same field schemas) and the pickup rule of the reservation's tour (`pickupProblems`). The
 * price is kept unless staff apply the quote they saw, as for transfers.
 */
export const tourReservationEditFields = tourReservationFields
  .pick({
    booking_date: true,
    booking_time: true,
    passenger_count: true,
    children_count: true,
    pickup_zone_id: true,
    pickup_place: true,
    customer_name: true,
    customer_surname: true,
    customer_email: true,
    country_code: true,
    customer_phone: true,
    special_requests: true,
  })
  .extend({
    /** 'Yeniden fiyatla' applied: the tour's prices and rates of today for the edited party */
    reprice: z.boolean().optional(),
    /** the quote's total staff saw; one that moved since is not applied (409) */
    quoted_total: z.number().nonnegative().optional(),
    /** asked only when the moved tour job already has a driver */
    driver_on_move: z.enum(DRIVER_ON_MOVE, { error: 'validation.driver_on_move_invalid' }).optional(),
  });
export type TourReservationEditFormValues = z.input<typeof tourReservationEditFields>;

/** The whole contract for one reservation: its tour's pickups decide whether a zone and hotel are required. */
export function tourReservationEditSchema(tour: { pickups: readonly TourPickup[] }) {
  return tourReservationEditFields
    .superRefine((v, ctx) => {
      for (const [field, key] of Object.entries(pickupProblems(tour.pickups, v)))
        ctx.addIssue({ code: 'custom', path: [field], message: key });
    })
    .superRefine(
      (v, ctx) =>
        refinePhone(
          ctx,
          v.customer_phone,
          v.country_code ?? DEFAULT_COUNTRY_CODE,
          { phone: ['customer_phone'], countryCode: ['country_code'] },
          (code) => COUNTRY_CODES_TOUR.some((x) => x.code === code),
        ),
      ALWAYS,
    )
    .transform((v) => ({
      ...v,
      customer_phone: e164Phone(v.customer_phone, v.country_code ?? DEFAULT_COUNTRY_CODE),
      children_count: v.children_count ?? 0,
      special_requests: v.special_requests?.trim() ? v.special_requests.trim() : null,
      // a tour without pickup keeps none, whatever was sent
      pickup_zone_id: tour.pickups.length > 0 ? (v.pickup_zone_id ?? null) : null,
      pickup_place: tour.pickups.length > 0 ? (v.pickup_place?.trim() ?? null) : null,
    }));
}
export type TourReservationEdit = z.output<ReturnType<typeof tourReservationEditSchema>>;

/** The fields a tour reservation's history lists, in order, with their Turkish names. */
export const TOUR_EDIT_FIELD_LABELS_TR: Readonly<Record<string, string>> = {
  booking_date: 'Tur tarihi',
  booking_time: 'Tur saati',
  passenger_count: 'Yetişkin',
  children_count: 'Çocuk',
  pickup_zone: 'Alış bölgesi',
  pickup_place: 'Otel / adres',
  pickup_at: 'Alış zamanı',
  customer_name: 'Ad',
  customer_surname: 'Soyad',
  customer_email: 'E-posta',
  customer_phone: 'Telefon',
  country_code: 'Ülke kodu',
  special_requests: 'Özel istekler',
  total_price: 'Toplam tutar',
};

/** GET /api/admin/tour-reservations/:id/changes: the dialog's starting point and the history. */
export const tourReservationEditViewDto = z.object({
  editable: z.boolean(),
  values: z.object({
    booking_date: z.string(),
    booking_time: z.string(),
    passenger_count: z.number(),
    children_count: z.number(),
    pickup_zone_id: z.number().nullable(),
    pickup_place: z.string().nullable(),
    customer_name: z.string(),
    customer_surname: z.string(),
    customer_email: z.string(),
    country_code: z.string(),
    customer_phone: z.string(),
    special_requests: z.string().nullable(),
  }),
  /** the tour's pickup zones (names in Turkish); none: the tour has no pickup */
  pickups: z.array(z.object({ zone_id: z.number(), name: z.string(), offset_minutes: z.number() })),
  /**
   * the tour's departures from today on (a scheduled tour), with the seats left for this party:
   * the reservation's own seats count as free on its own departure; null: no schedule, any date
   */
  departures: z
    .array(z.object({ date: z.string(), time: z.string(), seats_left: z.number(), state: z.string() }))
    .nullable(),
  /** the tour job has a driver: moving it asks keep or release */
  job_has_driver: z.boolean(),
  price: z.object({ total: z.number(), currency: z.string() }),
  history: bookingChangesDto,
});
export type TourReservationEditViewDto = z.infer<typeof tourReservationEditViewDto>;

/** POST /api/admin/tour-reservations/:id/quote: the party 'Yeniden fiyatla' prices. */
export const tourReservationRequoteSchema = tourReservationFields.pick({
  passenger_count: true,
  children_count: true,
});
export const tourReservationRequoteDto = z.object({
  currency: z.string(),
  booked_total: z.number(),
  quoted_total: z.number(),
  unit_price: z.number(),
  children_price: z.number(),
});
export type TourReservationRequoteDto = z.infer<typeof tourReservationRequoteDto>;

/** What saving answers: whether anything changed, whether the tour job moved, and the history. */
export const tourReservationEditResultDto = z.object({
  changed: z.boolean(),
  job: z.enum(['unchanged', 'moved']),
  driver: z.enum(['none', 'kept', 'released']),
  history: bookingChangesDto,
});
export type TourReservationEditResultDto = z.infer<typeof tourReservationEditResultDto>;
