import type { Lang } from './languages.js';

/** Message keys of translatable content (admin writes of per-language texts). */
export const TRANSLATION_MESSAGE_KEYS = ['validation.translations_invalid', 'validation.translation_language_unknown'] as const;

export type TranslationMessageKey = (typeof TRANSLATION_MESSAGE_KEYS)[number];

export const TRANSLATION_MESSAGES: Readonly<Record<Lang, Readonly<Record<TranslationMessageKey, string>>>> = {
  tr: {
    'validation.translations_invalid': 'Çeviriler geçersiz: yalnızca bu kaydın çevrilebilir alanları metin olarak gönderilebilir',
    'validation.translation_language_unknown': 'Bilinmeyen çeviri dili (en, de, ru, pl kabul edilir)',
  },
  en: {
    'validation.translations_invalid': 'Invalid translations: only this record’s translatable fields may be sent, as text',
    'validation.translation_language_unknown': 'Unknown translation language (en, de, ru, pl are accepted)',
  },
  de: {
    'validation.translations_invalid': 'Ungültige Übersetzungen: nur die übersetzbaren Felder dieses Eintrags dürfen als Text gesendet werden',
    'validation.translation_language_unknown': 'Unbekannte Übersetzungssprache (erlaubt sind en, de, ru, pl)',
  },
  ru: {
    'validation.translations_invalid': 'Неверные переводы: можно передавать только переводимые поля этой записи в виде текста',
    'validation.translation_language_unknown': 'Неизвестный язык перевода (допустимы en, de, ru, pl)',
  },
  pl: {
    'validation.translations_invalid': 'Nieprawidłowe tłumaczenia: można wysłać tylko tłumaczalne pola tego wpisu jako tekst',
    'validation.translation_language_unknown': 'Nieznany język tłumaczenia (dozwolone: en, de, ru, pl)',
  },
};
