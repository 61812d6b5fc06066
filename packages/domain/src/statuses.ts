import type { Lang } from './i18n/languages.js';

/**
 * Status of a transfer booking or a tour reservation (spec §4). Staff may set any of the four
 * from any other; no ordering is enforced.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** New bookings and reservations start here. */
export const DEFAULT_BOOKING_STATUS: BookingStatus = 'pending';

export function isBookingStatus(x: unknown): x is BookingStatus {
  return typeof x === 'string' && (BOOKING_STATUSES as readonly string[]).includes(x);
}

/** Status labels; the Turkish ones are quoted verbatim from the spec. */
export const STATUS_LABELS: Readonly<Record<Lang, Readonly<Record<BookingStatus, string>>>> = {
  tr: { pending: 'Beklemede', confirmed: 'Onaylandı', completed: 'Tamamlandı', cancelled: 'İptal Edildi' },
  en: { pending: 'Pending', confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled' },
  de: { pending: 'Ausstehend', confirmed: 'Bestätigt', completed: 'Abgeschlossen', cancelled: 'Storniert' },
  ru: { pending: 'Ожидает', confirmed: 'Подтверждено', completed: 'Завершено', cancelled: 'Отменено' },
  pl: { pending: 'Oczekująca', confirmed: 'Potwierdzona', completed: 'Zakończona', cancelled: 'Anulowana' },
};

/** Label for a status; a value outside the four is shown raw, as the public pages do (spec §4). */
export function statusLabel(status: string, lang: Lang = 'tr'): string {
  return isBookingStatus(status) ? STATUS_LABELS[lang][status] : status;
}

/**
 * The back-office bookings screen shows any unknown booking status as pending (back-office §4);
 * other screens use {@link statusLabel} and show it raw.
 */
export function adminBookingStatus(status: string | null | undefined): BookingStatus {
  return isBookingStatus(status) ? status : DEFAULT_BOOKING_STATUS;
}
