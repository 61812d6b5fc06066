/**
 * Named limits from the two specs (public-site §9, back-office §5 and §9). Forms, zod schemas and
 * the server read these, so a limit is changed in one place only.
 */

const MB = 1024 * 1024;

// Booking form
/** Luggage pieces per size (large, medium, small, hand). */
export const LUGGAGE_MIN = 0;
export const LUGGAGE_MAX = 10;
export const LUGGAGE_SIZES = ['large', 'medium', 'small', 'hand'] as const;
/** Extra services one transfer booking may select. */
export const BOOKING_EXTRA_SERVICES_MAX = 50;

// Parties
export const TOUR_PASSENGERS_MIN = 1;
export const TOUR_PASSENGERS_MAX = 8;
export const TOUR_CHILDREN_MIN = 0;
export const TOUR_CHILDREN_MAX = 8;
export const QUICK_FORM_PASSENGERS_MIN = 1;
/** The quick form's top choice, 9, means "9 or more". */
export const QUICK_FORM_PASSENGERS_MAX = 9;

// Uploads
/** Ticket image on transfer bookings: PNG/JPG/JPEG up to 10 MB. */
export const TICKET_IMAGE_MAX_BYTES = 10 * MB;
export const TICKET_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const TICKET_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const GALLERY_IMAGE_MAX_BYTES = 10 * MB;
/** A tour's photo: the spec names no limit, so the gallery image's is used. */
export const TOUR_IMAGE_MAX_BYTES = 10 * MB;
/** Hero and gallery videos. */
export const VIDEO_MAX_BYTES = 50 * MB;

// Records
/**
 * The largest id a row can have: ids are 32-bit integer columns, and PostgreSQL answers a
 * comparison with a larger number with an error instead of "no such row". Every id a client
 * sends (path or body) is refused past this.
 */
export const MAX_RECORD_ID = 2_147_483_647;

// Back-office data
export const VEHICLE_CAPACITY_MIN = 1;
export const VEHICLE_CAPACITY_MAX = 50;
/** Round-trip discount percent (input step 0.1). */
export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 100;
export const CURRENCY_CODE_MAX = 3;
export const CURRENCY_SYMBOL_MAX = 5;
/** Hero and gallery order, and vehicle-type sort number, start at 1. */
export const DISPLAY_ORDER_MIN = 1;

// Lists
export const BOOKINGS_PAGE_SIZE = 15;
export const TOUR_RESERVATIONS_PAGE_SIZE = 15;
export const ADMIN_TOURS_PAGE_SIZE = 10;
/** Bookings and reservations show at most this many page numbers; tours show all. */
export const PAGINATION_MAX_PAGE_BUTTONS = 5;

// Timing
export const REQUEST_TIMEOUT_MS = 10_000;
// The spec's conversion cache (60 s) and its route-lookup and price-conversion debounces (500 and
// 300 ms) have no constant here: prices are converted in the browser from the rates the page already
// holds (decision 027), so no conversion or route look-up request is made per keystroke to debounce.
/** Success/error banners and notifications hide after this long. */
export const BANNER_AUTOHIDE_MS = 5_000;
/** After a successful admin login the dashboard opens after this delay. */
export const LOGIN_REDIRECT_DELAY_MS = 1_000;

// Layout
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
// The admin side menu collapses into an overlay below 768 px: Tailwind's `md` breakpoint (admin-shell.tsx).
export const IMAGE_THUMBNAIL_MAX_HEIGHT_PX = 300;

/**
 * Longest accepted texts of a tour reservation (storage hygiene; the spec sets none). Here rather
 * than beside the contract so that a form reads them without the contract's zod schemas.
 */
export const TOUR_RESERVATION_MAX_LENGTH = {
  name: 100,
  email: 200,
  phone: 40,
  specialRequests: 1000,
} as const;
