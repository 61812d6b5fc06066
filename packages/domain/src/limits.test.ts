import { describe, it, expect } from 'vitest';
import * as limits from './limits.js';

describe('limits', () => {
  it('carry the spec numbers', () => {
    expect(limits).toMatchObject({
      LUGGAGE_MIN: 0,
      LUGGAGE_MAX: 10,
      TICKET_IMAGE_MAX_BYTES: 10_485_760,
      GALLERY_IMAGE_MAX_BYTES: 10_485_760,
      VIDEO_MAX_BYTES: 52_428_800,
      TOUR_PASSENGERS_MIN: 1,
      TOUR_PASSENGERS_MAX: 8,
      TOUR_CHILDREN_MAX: 8,
      QUICK_FORM_PASSENGERS_MAX: 9,
      VEHICLE_CAPACITY_MIN: 1,
      VEHICLE_CAPACITY_MAX: 50,
      DISCOUNT_MIN: 0,
      DISCOUNT_MAX: 100,
      CURRENCY_CODE_MAX: 3,
      CURRENCY_SYMBOL_MAX: 5,
      BOOKINGS_PAGE_SIZE: 15,
      TOUR_RESERVATIONS_PAGE_SIZE: 15,
      ADMIN_TOURS_PAGE_SIZE: 10,
      PAGINATION_MAX_PAGE_BUTTONS: 5,
      REQUEST_TIMEOUT_MS: 10_000,
      CONVERSION_CACHE_MS: 60_000,
      ROUTE_LOOKUP_DEBOUNCE_MS: 500,
      PRICE_CONVERSION_DEBOUNCE_MS: 300,
      NAVBAR_SCROLL_THRESHOLD_PX: 50,
      ADMIN_MOBILE_BREAKPOINT_PX: 768,
      BANNER_AUTOHIDE_MS: 5_000,
      LOGIN_REDIRECT_DELAY_MS: 1_000,
    });
    expect(limits.LUGGAGE_SIZES).toEqual(['large', 'medium', 'small', 'hand']);
  });
});
