import type { Lang } from './languages.js';

/**
 * Message keys of the route point names and of the back-office rules that every write path keeps
 * (prices, rates, settings, uploads, deletions). In their own file so the catalogue only spreads them in.
 */
export const BACK_OFFICE_FIX_MESSAGE_KEYS = [
  'validation.language_unknown',
  'validation.price_decimals',
  'validation.rate_positive',
  'validation.discount_step',
  'error.currency_in_use',
  'error.vehicle_in_use',
  'validation.icon_invalid',
] as const;

export type BackOfficeFixMessageKey = (typeof BACK_OFFICE_FIX_MESSAGE_KEYS)[number];

export const BACK_OFFICE_FIX_MESSAGES: Readonly<
  Record<Lang, Readonly<Record<BackOfficeFixMessageKey, string>>>
> = {
  tr: {
    'validation.icon_invalid': 'Simge tek bir emoji veya kısa bir sembol olmalıdır (ör. 👶)',
    'error.vehicle_in_use':
      'Bu araç rezervasyonlarda kullanıldığı için silinemez. Sitede sunulmasın istiyorsanız Pasif yapın.',
    'error.currency_in_use':
      'Bu para birimi rezervasyonlarda veya turlarda kullanıldığı için silinemez. Sitede sunulmasın istiyorsanız Pasif yapın.',
    'validation.discount_step': 'İndirim yüzdesi 0,1 adımlarla girilmelidir (ör. 12,5)',
    'validation.rate_positive': "Kur 0'dan büyük bir sayı olmalıdır",
    'validation.price_decimals': 'Fiyat en fazla iki ondalık basamak içerebilir',
    'validation.language_unknown': 'Bilinmeyen dil; yalnızca en, de, ru ve pl adları girilebilir',
  },
  en: {
    'validation.icon_invalid': 'The icon must be a single emoji or a short symbol (e.g. 👶)',
    'error.vehicle_in_use':
      'This vehicle is used by bookings and cannot be deleted. Set it to Inactive to stop offering it.',
    'error.currency_in_use':
      'This currency is used by bookings or tours and cannot be deleted. Set it to Inactive to stop offering it.',
    'validation.discount_step': 'The discount must be in steps of 0.1 (e.g. 12.5)',
    'validation.rate_positive': 'The rate must be a number greater than 0',
    'validation.price_decimals': 'A price can have at most two decimal places',
    'validation.language_unknown': 'Unknown language; only en, de, ru and pl names can be entered',
  },
  de: {
    'validation.icon_invalid': 'Das Symbol muss ein einzelnes Emoji oder ein kurzes Zeichen sein (z. B. 👶)',
    'error.vehicle_in_use':
      'Dieses Fahrzeug wird in Buchungen verwendet und kann nicht gelöscht werden. Setzen Sie es auf Inaktiv, um es nicht mehr anzubieten.',
    'error.currency_in_use':
      'Diese Währung wird in Buchungen oder Touren verwendet und kann nicht gelöscht werden. Setzen Sie sie auf Inaktiv, um sie nicht mehr anzubieten.',
    'validation.discount_step': 'Der Rabatt muss in Schritten von 0,1 angegeben werden (z. B. 12,5)',
    'validation.rate_positive': 'Der Kurs muss eine Zahl größer als 0 sein',
    'validation.price_decimals': 'Ein Preis darf höchstens zwei Nachkommastellen haben',
    'validation.language_unknown': 'Unbekannte Sprache; nur Namen in en, de, ru und pl sind möglich',
  },
  ru: {
    'validation.icon_invalid': 'Значок должен быть одним эмодзи или коротким символом (например, 👶)',
    'error.vehicle_in_use':
      'Этот автомобиль используется в бронированиях и не может быть удалён. Сделайте его неактивным, чтобы он больше не предлагался.',
    'error.currency_in_use':
      'Эта валюта используется в бронированиях или турах и не может быть удалена. Сделайте её неактивной, чтобы она больше не предлагалась.',
    'validation.discount_step': 'Скидку нужно указывать с шагом 0,1 (например, 12,5)',
    'validation.rate_positive': 'Курс должен быть числом больше 0',
    'validation.price_decimals': 'Цена может содержать не более двух знаков после запятой',
    'validation.language_unknown': 'Неизвестный язык; можно указать только названия en, de, ru и pl',
  },
  pl: {
    'validation.icon_invalid': 'Ikona musi być jednym emoji lub krótkim symbolem (np. 👶)',
    'error.vehicle_in_use':
      'Ten pojazd jest używany w rezerwacjach i nie można go usunąć. Ustaw go jako nieaktywny, aby przestał być oferowany.',
    'error.currency_in_use':
      'Ta waluta jest używana w rezerwacjach lub wycieczkach i nie można jej usunąć. Ustaw ją jako nieaktywną, aby przestała być oferowana.',
    'validation.discount_step': 'Rabat należy podawać z krokiem 0,1 (np. 12,5)',
    'validation.rate_positive': 'Kurs musi być liczbą większą od 0',
    'validation.price_decimals': 'Cena może mieć najwyżej dwa miejsca po przecinku',
    'validation.language_unknown': 'Nieznany język; można podać tylko nazwy en, de, ru i pl',
  },
};
