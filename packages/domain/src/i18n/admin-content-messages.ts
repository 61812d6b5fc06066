import type { Lang } from './languages.js';
import type { AdminContentMessageKey } from './admin-content/keys.js';
import { ADMIN_CONTENT_TR } from './admin-content/tr.js';
import { ADMIN_CONTENT_EN } from './admin-content/en.js';
import { ADMIN_CONTENT_DE } from './admin-content/de.js';
import { ADMIN_CONTENT_RU } from './admin-content/ru.js';
import { ADMIN_CONTENT_PL } from './admin-content/pl.js';

export { ADMIN_CONTENT_MESSAGE_KEYS, type AdminContentMessageKey } from './admin-content/keys.js';

/** The back-office content messages per language, one file each under admin-content/. */
export const ADMIN_CONTENT_MESSAGES: Readonly<Record<Lang, Readonly<Record<AdminContentMessageKey, string>>>> = {
  tr: ADMIN_CONTENT_TR,
  en: ADMIN_CONTENT_EN,
  de: ADMIN_CONTENT_DE,
  ru: ADMIN_CONTENT_RU,
  pl: ADMIN_CONTENT_PL,
};
