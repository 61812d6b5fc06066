import type { Lang } from './languages.js';

/**
 * Message keys of tour pickups (issue 27 item 4, decision 038): what the visitor's form says when a
 * pickup tour is booked without a zone or a hotel, or with a zone the tour does not pick up from,
 * and the back office's checks of zones and offsets. Spread into the main catalogue.
 */
export const PICKUP_MESSAGE_KEYS = [
  'validation.pickup_zone_required',
  'validation.pickup_place_required',
  'error.pickup_zone_not_offered',
  'error.pickup_zone_not_found',
  'error.pickup_zone_in_use',
  'validation.pickup_zone_name_required',
  'validation.pickup_offset_range',
  'validation.pickup_zone_twice',
] as const;

export type PickupMessageKey = (typeof PICKUP_MESSAGE_KEYS)[number];

export const PICKUP_MESSAGES: Readonly<Record<Lang, Readonly<Record<PickupMessageKey, string>>>> = {
  tr: {
    'validation.pickup_zone_required': 'Alınacağınız bölgeyi seçin',
    'validation.pickup_place_required': 'Otel adını veya adresinizi yazın',
    'error.pickup_zone_not_offered':
      'Bu tur seçilen bölgeden misafir almıyor. Lütfen listeden bir bölge seçin.',
    'error.pickup_zone_not_found': 'Alış bölgesi bulunamadı',
    'error.pickup_zone_in_use': 'Bu bölge bir turda kullanılıyor; önce turun alış bölgelerinden çıkarın',
    'validation.pickup_zone_name_required': 'Bölge adı gereklidir',
    'validation.pickup_offset_range': 'Alış saati farkı -360 ile 0 dakika arasında olmalıdır',
    'validation.pickup_zone_twice': 'Bir bölge bir turda yalnızca bir kez yer alabilir',
  },
  en: {
    'validation.pickup_zone_required': 'Choose the area you will be picked up in',
    'validation.pickup_place_required': 'Enter your hotel name or address',
    'error.pickup_zone_not_offered':
      'This tour does not pick up in the chosen area. Please choose an area from the list.',
    'error.pickup_zone_not_found': 'Pickup area not found',
    'error.pickup_zone_in_use': 'This area is used by a tour; remove it from the tour’s pickup areas first',
    'validation.pickup_zone_name_required': 'Area name is required',
    'validation.pickup_offset_range': 'The pickup offset must be between -360 and 0 minutes',
    'validation.pickup_zone_twice': 'An area can appear only once on a tour',
  },
  de: {
    'validation.pickup_zone_required': 'Wählen Sie das Gebiet, in dem Sie abgeholt werden',
    'validation.pickup_place_required': 'Geben Sie Ihr Hotel oder Ihre Adresse ein',
    'error.pickup_zone_not_offered':
      'Diese Tour holt im gewählten Gebiet nicht ab. Bitte wählen Sie ein Gebiet aus der Liste.',
    'error.pickup_zone_not_found': 'Abholgebiet nicht gefunden',
    'error.pickup_zone_in_use': 'Dieses Gebiet wird von einer Tour genutzt; entfernen Sie es zuerst dort',
    'validation.pickup_zone_name_required': 'Der Name des Gebiets ist erforderlich',
    'validation.pickup_offset_range': 'Der Abholversatz muss zwischen -360 und 0 Minuten liegen',
    'validation.pickup_zone_twice': 'Ein Gebiet kann bei einer Tour nur einmal vorkommen',
  },
  ru: {
    'validation.pickup_zone_required': 'Выберите район, откуда вас заберут',
    'validation.pickup_place_required': 'Укажите название отеля или адрес',
    'error.pickup_zone_not_offered':
      'Этот тур не забирает гостей из выбранного района. Пожалуйста, выберите район из списка.',
    'error.pickup_zone_not_found': 'Район трансфера не найден',
    'error.pickup_zone_in_use': 'Этот район используется в туре; сначала уберите его из районов тура',
    'validation.pickup_zone_name_required': 'Укажите название района',
    'validation.pickup_offset_range': 'Сдвиг времени трансфера должен быть от -360 до 0 минут',
    'validation.pickup_zone_twice': 'Район может быть указан в туре только один раз',
  },
  pl: {
    'validation.pickup_zone_required': 'Wybierz rejon, z którego zostaniesz odebrany',
    'validation.pickup_place_required': 'Podaj nazwę hotelu lub adres',
    'error.pickup_zone_not_offered':
      'Ta wycieczka nie odbiera gości z wybranego rejonu. Wybierz rejon z listy.',
    'error.pickup_zone_not_found': 'Nie znaleziono rejonu odbioru',
    'error.pickup_zone_in_use':
      'Ten rejon jest używany przez wycieczkę; najpierw usuń go z jej rejonów odbioru',
    'validation.pickup_zone_name_required': 'Nazwa rejonu jest wymagana',
    'validation.pickup_offset_range': 'Przesunięcie godziny odbioru musi wynosić od -360 do 0 minut',
    'validation.pickup_zone_twice': 'Rejon może wystąpić w wycieczce tylko raz',
  },
};
