/** Turkish names of the site's languages, as the back office shows a customer's language. */
const NAMES: Record<string, string> = { tr: 'Türkçe', en: 'İngilizce', de: 'Almanca', ru: 'Rusça', pl: 'Lehçe' };

/** 'Rusça (RU)' for 'ru'; an unknown code is shown as it is. */
export const languageLabel = (code: string): string => (NAMES[code] ? `${NAMES[code]} (${code.toUpperCase()})` : code);
