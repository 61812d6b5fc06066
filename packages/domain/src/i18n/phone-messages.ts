import type { Lang } from './languages.js';

/**
 * Message keys of the phone rule (decision 026): a number typed without its country's code while
 * the form has no dialling code chosen (the English pages pre-select none).
 */
export const PHONE_MESSAGE_KEYS = ['validation.country_code_required'] as const;

export type PhoneMessageKey = (typeof PHONE_MESSAGE_KEYS)[number];

export const PHONE_MESSAGES: Readonly<Record<Lang, Readonly<Record<PhoneMessageKey, string>>>> = {
  tr: {
    'validation.country_code_required': 'Lütfen ülke kodunu seçin ya da numarayı + ile başlayarak yazın',
  },
  en: {
    'validation.country_code_required': 'Please choose the country code, or type the number starting with +',
  },
  de: {
    'validation.country_code_required':
      'Bitte wählen Sie die Ländervorwahl oder geben Sie die Nummer mit + ein',
  },
  ru: { 'validation.country_code_required': 'Выберите код страны или введите номер, начиная с +' },
  pl: {
    'validation.country_code_required': 'Wybierz numer kierunkowy kraju albo wpisz numer zaczynając od +',
  },
};
