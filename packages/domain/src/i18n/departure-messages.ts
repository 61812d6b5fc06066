import type { Lang } from './languages.js';

/**
 * Message keys of tour departures (issue 27): the visitor's 'sold out' and 'no longer bookable',
 * and the checks of the schedule staff write. Kept in their own file so the main catalogue only
 * spreads them in.
 */
export const DEPARTURE_MESSAGE_KEYS = [
  'error.departure_sold_out',
  'error.departure_unavailable',
  'error.departure_not_found',
  'validation.schedule_weekdays_required',
  'validation.schedule_times_required',
  'validation.schedule_dates_order',
  'validation.departure_capacity_range',
  'validation.cutoff_hours_range',
  'validation.cancel_message_required',
] as const;

export type DepartureMessageKey = (typeof DEPARTURE_MESSAGE_KEYS)[number];

export const DEPARTURE_MESSAGES: Readonly<Record<Lang, Readonly<Record<DepartureMessageKey, string>>>> = {
  tr: {
    'error.departure_sold_out': 'Bu kalkışta yeterli yer kalmadı. Lütfen başka bir kalkış seçin.',
    'error.departure_unavailable':
      'Bu kalkış için artık rezervasyon alınamıyor. Lütfen başka bir kalkış seçin.',
    'error.departure_not_found': 'Kalkış bulunamadı',
    'validation.schedule_weekdays_required': 'En az bir gün seçin',
    'validation.schedule_times_required': 'En az bir kalkış saati girin (SS:DD)',
    'validation.schedule_dates_order': 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    'validation.departure_capacity_range': 'Kapasite 0 ile 999 arasında bir tam sayı olmalıdır',
    'validation.cutoff_hours_range': 'Son rezervasyon süresi 0 ile 168 saat arasında olmalıdır',
    'validation.cancel_message_required': 'Misafirlere gidecek mesajı yazın',
  },
  en: {
    'error.departure_sold_out':
      'This departure does not have enough seats left. Please choose another departure.',
    'error.departure_unavailable': 'This departure can no longer be booked. Please choose another departure.',
    'error.departure_not_found': 'Departure not found',
    'validation.schedule_weekdays_required': 'Choose at least one day',
    'validation.schedule_times_required': 'Enter at least one start time (HH:MM)',
    'validation.schedule_dates_order': 'The end date cannot be before the start date',
    'validation.departure_capacity_range': 'The capacity must be a whole number from 0 to 999',
    'validation.cutoff_hours_range': 'The booking cut-off must be from 0 to 168 hours',
    'validation.cancel_message_required': 'Write the message the guests will receive',
  },
  de: {
    'error.departure_sold_out':
      'Für diesen Termin sind nicht mehr genug Plätze frei. Bitte wählen Sie einen anderen Termin.',
    'error.departure_unavailable':
      'Dieser Termin kann nicht mehr gebucht werden. Bitte wählen Sie einen anderen Termin.',
    'error.departure_not_found': 'Termin nicht gefunden',
    'validation.schedule_weekdays_required': 'Wählen Sie mindestens einen Tag',
    'validation.schedule_times_required': 'Geben Sie mindestens eine Startzeit ein (HH:MM)',
    'validation.schedule_dates_order': 'Das Enddatum darf nicht vor dem Startdatum liegen',
    'validation.departure_capacity_range': 'Die Kapazität muss eine ganze Zahl von 0 bis 999 sein',
    'validation.cutoff_hours_range': 'Der Buchungsschluss muss zwischen 0 und 168 Stunden liegen',
    'validation.cancel_message_required': 'Schreiben Sie die Nachricht an die Gäste',
  },
  ru: {
    'error.departure_sold_out':
      'На этот выезд осталось недостаточно мест. Пожалуйста, выберите другой выезд.',
    'error.departure_unavailable':
      'Этот выезд больше нельзя забронировать. Пожалуйста, выберите другой выезд.',
    'error.departure_not_found': 'Выезд не найден',
    'validation.schedule_weekdays_required': 'Выберите хотя бы один день',
    'validation.schedule_times_required': 'Укажите хотя бы одно время начала (ЧЧ:ММ)',
    'validation.schedule_dates_order': 'Дата окончания не может быть раньше даты начала',
    'validation.departure_capacity_range': 'Вместимость должна быть целым числом от 0 до 999',
    'validation.cutoff_hours_range': 'Срок окончания бронирования должен быть от 0 до 168 часов',
    'validation.cancel_message_required': 'Напишите сообщение для гостей',
  },
  pl: {
    'error.departure_sold_out': 'Na ten termin nie ma już wystarczającej liczby miejsc. Wybierz inny termin.',
    'error.departure_unavailable': 'Tego terminu nie można już zarezerwować. Wybierz inny termin.',
    'error.departure_not_found': 'Nie znaleziono terminu',
    'validation.schedule_weekdays_required': 'Wybierz co najmniej jeden dzień',
    'validation.schedule_times_required': 'Podaj co najmniej jedną godzinę rozpoczęcia (GG:MM)',
    'validation.schedule_dates_order': 'Data końcowa nie może być wcześniejsza niż data początkowa',
    'validation.departure_capacity_range': 'Pojemność musi być liczbą całkowitą od 0 do 999',
    'validation.cutoff_hours_range': 'Termin zamknięcia rezerwacji musi wynosić od 0 do 168 godzin',
    'validation.cancel_message_required': 'Napisz wiadomość, którą otrzymają goście',
  },
};
