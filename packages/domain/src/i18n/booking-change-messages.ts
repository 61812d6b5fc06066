import type { Lang } from './languages.js';

/**
 * Message keys of changing a booking after it is made (issue 25, decision 031): staff edits and
 * the customers' change requests. Kept in their own file so the main catalogue only spreads them in.
 */
export const BOOKING_CHANGE_MESSAGE_KEYS = [
  'error.booking_not_editable',
  'error.driver_choice_needed',
  'validation.driver_on_move_invalid',
  'message.booking_updated',
] as const;
export type BookingChangeMessageKey = (typeof BOOKING_CHANGE_MESSAGE_KEYS)[number];

export const BOOKING_CHANGE_MESSAGES: Readonly<
  Record<Lang, Readonly<Record<BookingChangeMessageKey, string>>>
> = {
  tr: {
    'error.booking_not_editable': 'İptal edilmiş veya tamamlanmış bir rezervasyon düzenlenemez',
    'error.driver_choice_needed':
      'Tarihi veya saati değişen transfere atanmış bir şoför var: şoförün kalıp kalmayacağını seçin',
    'validation.driver_on_move_invalid': 'Şoför için "kalsın" veya "bırakılsın" seçilmelidir',
    'message.booking_updated': 'Rezervasyon güncellendi',
  },
  en: {
    'error.booking_not_editable': 'A cancelled or completed booking cannot be edited',
    'error.driver_choice_needed':
      'A driver is assigned to a transfer whose date or time changes: choose whether the driver stays',
    'validation.driver_on_move_invalid': 'Choose "keep" or "release" for the driver',
    'message.booking_updated': 'Booking updated',
  },
  de: {
    'error.booking_not_editable': 'Eine stornierte oder abgeschlossene Buchung kann nicht bearbeitet werden',
    'error.driver_choice_needed':
      'Einem Transfer, dessen Datum oder Uhrzeit sich ändert, ist ein Fahrer zugewiesen: Wählen Sie, ob er bleibt',
    'validation.driver_on_move_invalid': 'Wählen Sie „behalten“ oder „freigeben“ für den Fahrer',
    'message.booking_updated': 'Buchung aktualisiert',
  },
  ru: {
    'error.booking_not_editable': 'Отменённое или завершённое бронирование нельзя изменить',
    'error.driver_choice_needed':
      'На трансфер, у которого меняются дата или время, назначен водитель: выберите, остаётся ли он',
    'validation.driver_on_move_invalid': 'Выберите «оставить» или «снять» для водителя',
    'message.booking_updated': 'Бронирование обновлено',
  },
  pl: {
    'error.booking_not_editable': 'Anulowanej lub zakończonej rezerwacji nie można edytować',
    'error.driver_choice_needed':
      'Do transferu, którego data lub godzina się zmienia, przypisano kierowcę: wybierz, czy zostaje',
    'validation.driver_on_move_invalid': 'Wybierz „zostaw” lub „zwolnij” dla kierowcy',
    'message.booking_updated': 'Rezerwacja zaktualizowana',
  },
};
