import type { Lang } from './languages.js';

/**
 * Message keys of the route point names and of the back-office rules that every write path keeps
 * (prices, rates, settings, uploads, deletions). In their own file so the catalogue only spreads them in.
 */
export const BACK_OFFICE_FIX_MESSAGE_KEYS = ['validation.language_unknown'] as const;

export type BackOfficeFixMessageKey = (typeof BACK_OFFICE_FIX_MESSAGE_KEYS)[number];

export const BACK_OFFICE_FIX_MESSAGES: Readonly<Record<Lang, Readonly<Record<BackOfficeFixMessageKey, string>>>> = {
  tr: {
    'validation.language_unknown': 'Bilinmeyen dil; yalnızca en, de, ru ve pl adları girilebilir',
  },
  en: {
    'validation.language_unknown': 'Unknown language; only en, de, ru and pl names can be entered',
  },
  de: {
    'validation.language_unknown': 'Unbekannte Sprache; nur Namen in en, de, ru und pl sind möglich',
  },
  ru: {
    'validation.language_unknown': 'Неизвестный язык; можно указать только названия en, de, ru и pl',
  },
  pl: {
    'validation.language_unknown': 'Nieznany język; można podać tylko nazwy en, de, ru i pl',
  },
};
