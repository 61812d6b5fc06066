import { describe, it, expect } from 'vitest';
import { LANGUAGES } from './i18n/languages.js';
import {
  BOOKING_STATUSES,
  STATUS_LABELS,
  adminBookingStatus,
  isBookingStatus,
  statusLabel,
} from './statuses.js';

describe('booking statuses', () => {
  it('are the four spec values', () => {
    expect(BOOKING_STATUSES).toEqual(['pending', 'confirmed', 'completed', 'cancelled']);
    expect(isBookingStatus('confirmed')).toBe(true);
    expect(isBookingStatus('refunded')).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });

  it('uses the exact Turkish labels', () => {
    expect(STATUS_LABELS.tr).toEqual({
      pending: 'Beklemede',
      confirmed: 'Onaylandı',
      completed: 'Tamamlandı',
      cancelled: 'İptal Edildi',
    });
  });

  it('has a non-empty label for every status in every language', () => {
    for (const lang of LANGUAGES) {
      for (const status of BOOKING_STATUSES) expect(STATUS_LABELS[lang][status]).not.toBe('');
    }
  });

  it('labels known statuses and shows unknown ones raw', () => {
    expect(statusLabel('cancelled')).toBe('İptal Edildi');
    expect(statusLabel('confirmed', 'de')).toBe('Bestätigt');
    expect(statusLabel('no_show', 'en')).toBe('no_show');
  });

  it('shows unknown statuses as pending in the admin bookings screen', () => {
    expect(adminBookingStatus('completed')).toBe('completed');
    expect(adminBookingStatus('no_show')).toBe('pending');
    expect(adminBookingStatus(null)).toBe('pending');
  });
});
