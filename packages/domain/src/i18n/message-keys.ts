import { ADMIN_CONTENT_MESSAGE_KEYS } from './admin-content-messages.js';
import { OPERATIONS_MESSAGE_KEYS } from './operations-messages.js';
import { DRIVER_DAY_MESSAGE_KEYS } from './driver-day-messages.js';
import { BACK_OFFICE_FIX_MESSAGE_KEYS } from './back-office-fix-messages.js';
import { MAIL_MESSAGE_KEYS } from './mail-messages.js';
import { TRUST_MESSAGE_KEYS } from './trust-messages.js';
import { DEPARTURE_MESSAGE_KEYS } from './departure-messages.js';
import { PICKUP_MESSAGE_KEYS } from './pickup-messages.js';
import { PHONE_MESSAGE_KEYS } from './phone-messages.js';
import { RETENTION_MESSAGE_KEYS } from './retention-messages.js';
import { LEGAL_MESSAGE_KEYS } from './legal-messages.js';
import { TRANSLATION_MESSAGE_KEYS } from './translation-messages.js';
import { STAFF_MESSAGE_KEYS } from './staff-messages.js';
import { TRUST_SECOND_MESSAGE_KEYS } from './trust-second-messages.js';
import { BOOKING_CHANGE_MESSAGE_KEYS } from './booking-change-messages.js';

/**
 * Keys of the shared message catalogue. The server answers field errors with these keys already
 * translated; web forms use the same keys, so a visitor sees the same sentence on both sides.
 */
export const MESSAGE_KEYS = [
  'validation.errors_heading',
  'validation.required',
  'validation.first_name_required',
  'validation.last_name_required',
  'validation.email_required',
  'validation.email_invalid',
  'validation.phone_required',
  'validation.phone_invalid',
  'validation.flight_code_required',
  'validation.landing_time_required',
  'validation.departure_time_required',
  'validation.locations_required',
  'validation.route_not_found',
  'validation.vehicle_required',
  'validation.vehicle_too_small',
  'validation.date_required',
  'validation.time_required',
  'validation.date_invalid',
  'validation.time_invalid',
  'validation.date_in_past',
  'validation.return_date_required',
  'validation.return_time_required',
  'validation.return_before_pickup',
  'validation.luggage_out_of_range',
  'validation.passengers_out_of_range',
  'validation.tour_passengers_out_of_range',
  'validation.children_out_of_range',
  'validation.guest_name_required',
  'validation.guest_surname_required',
  'validation.currency_invalid',
  'validation.country_code_invalid',
  'validation.pnr_required',
  'validation.pnr_invalid',
  'validation.booking_id_invalid',
  'validation.file_type_invalid',
  'validation.file_too_large',
  'validation.discount_out_of_range',
  'validation.from_location_required',
  'validation.to_location_required',
  'validation.price_positive',
  'validation.vehicle_type_required',
  'error.invalid_json',
  'error.not_found',
  'error.booking_not_found',
  'error.too_many_requests',
  'error.unauthorized',
  'error.invalid_credentials',
  'error.internal',
  'error.validation',
  'error.bad_request',
  'error.file_too_large',
  'error.unsupported_media_type',
  'error.multipart_invalid',
  'error.not_ready',
  'error.service_unavailable',
  'error.currency_not_found',
  'error.tour_not_found',
  'error.vehicle_not_found',
  'error.about_not_found',
  'error.route_not_found',
  'error.conflict',
  'error.record_in_use',
  'error.idempotency_key_invalid',
  'error.idempotency_key_reused',
  'error.idempotency_in_progress',
  'validation.username_required',
  'validation.password_required',
  'validation.status_invalid',
  'validation.date_range_invalid',
  'error.login_locked',
  'error.cross_origin',
  'error.tour_reservation_not_found',
  ...ADMIN_CONTENT_MESSAGE_KEYS,
  ...TRANSLATION_MESSAGE_KEYS,
  ...STAFF_MESSAGE_KEYS,
  ...BOOKING_CHANGE_MESSAGE_KEYS,
  // transfer booking
  'validation.text_too_long',
  'validation.invalid_character',
  'validation.trip_type_invalid',
  'validation.guests_too_many',
  'validation.extra_service_invalid',
  'validation.ticket_image_type',
  'validation.ticket_image_too_large',
  'validation.ticket_image_not_allowed',
  'error.route_price_missing',
  ...OPERATIONS_MESSAGE_KEYS,
  ...DRIVER_DAY_MESSAGE_KEYS,
  ...BACK_OFFICE_FIX_MESSAGE_KEYS,
  ...MAIL_MESSAGE_KEYS,
  ...TRUST_MESSAGE_KEYS,
  ...DEPARTURE_MESSAGE_KEYS,
  ...PICKUP_MESSAGE_KEYS,
  ...TRUST_SECOND_MESSAGE_KEYS,
  ...PHONE_MESSAGE_KEYS,
  ...RETENTION_MESSAGE_KEYS,
  ...LEGAL_MESSAGE_KEYS,
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

export type MessageCatalogue = Readonly<Record<MessageKey, string>>;
