import type { Lang } from './languages.js';

/**
 * Message keys of the trust work: pickup times that are past or too soon, the settings that carry a
 * rule, and the personal-data notice. Kept in their own file so the main catalogue only spreads them in.
 */
export const TRUST_MESSAGE_KEYS = [
  'validation.pickup_time_past',
  'validation.pickup_too_soon',
  'validation.setting_whole_number',
] as const;

export type TrustMessageKey = (typeof TRUST_MESSAGE_KEYS)[number];

export const TRUST_MESSAGES: Readonly<Record<Lang, Readonly<Record<TrustMessageKey, string>>>> = {
  tr: {
    'validation.pickup_time_past': 'Geçmiş bir saat seçilemez',
    'validation.pickup_too_soon': 'Bu saat için artık rezervasyon alınamıyor. Lütfen daha ileri bir saat seçin.',
    'validation.setting_whole_number': 'Bu ayarın değeri izin verilen aralıkta bir tam sayı olmalıdır',
  },
  en: {
    'validation.pickup_time_past': 'The pickup time cannot be in the past',
    'validation.pickup_too_soon': 'This time can no longer be booked. Please choose a later time.',
    'validation.setting_whole_number': 'This setting must be a whole number within its allowed range',
  },
  de: {
    'validation.pickup_time_past': 'Die Abholzeit darf nicht in der Vergangenheit liegen',
    'validation.pickup_too_soon': 'Diese Uhrzeit kann nicht mehr gebucht werden. Bitte wählen Sie eine spätere Uhrzeit.',
    'validation.setting_whole_number': 'Der Wert dieser Einstellung muss eine ganze Zahl im erlaubten Bereich sein',
  },
  ru: {
    'validation.pickup_time_past': 'Время подачи не может быть в прошлом',
    'validation.pickup_too_soon': 'На это время бронирование уже невозможно. Пожалуйста, выберите более позднее время.',
    'validation.setting_whole_number': 'Значение этой настройки должно быть целым числом в допустимом диапазоне',
  },
  pl: {
    'validation.pickup_time_past': 'Godzina odbioru nie może być z przeszłości',
    'validation.pickup_too_soon': 'Tej godziny nie można już zarezerwować. Wybierz późniejszą godzinę.',
    'validation.setting_whole_number': 'Wartość tego ustawienia musi być liczbą całkowitą z dozwolonego zakresu',
  },
};
