import type { Lang } from './languages.js';

/**
 * Message keys of personal-data retention and of requests from a person (decision 023). Kept in
 * their own file so the main catalogue only spreads them in.
 */
export const RETENTION_MESSAGE_KEYS = [
  'retention.run_done',
  'retention.run_nothing',
  'privacy.anonymised',
  'privacy.nothing_found',
  'validation.personal_data_email',
] as const;

export type RetentionMessageKey = (typeof RETENTION_MESSAGE_KEYS)[number];

export const RETENTION_MESSAGES: Readonly<Record<Lang, Readonly<Record<RetentionMessageKey, string>>>> = {
  tr: {
    'retention.run_done': 'Saklama süresi uygulandı: kişisel verileri silinen kayıtlar',
    'retention.run_nothing': 'Saklama süresi dolmuş kayıt yok; hiçbir şey değişmedi',
    'privacy.anonymised': 'Bu e-posta adresine ait kişisel veriler silindi',
    'privacy.nothing_found': 'Bu e-posta adresine ait kayıt bulunamadı',
    'validation.personal_data_email': 'Geçerli bir e-posta adresi girin',
  },
  en: {
    'retention.run_done': 'Retention applied: records whose personal data was erased',
    'retention.run_nothing': 'No record is past the retention period; nothing changed',
    'privacy.anonymised': 'The personal data held for this e-mail address was erased',
    'privacy.nothing_found': 'No record was found for this e-mail address',
    'validation.personal_data_email': 'Enter a valid e-mail address',
  },
  de: {
    'retention.run_done': 'Aufbewahrungsfrist angewendet: Datensätze, deren personenbezogene Daten gelöscht wurden',
    'retention.run_nothing': 'Kein Datensatz hat die Aufbewahrungsfrist überschritten; nichts wurde geändert',
    'privacy.anonymised': 'Die zu dieser E-Mail-Adresse gespeicherten personenbezogenen Daten wurden gelöscht',
    'privacy.nothing_found': 'Zu dieser E-Mail-Adresse wurde kein Datensatz gefunden',
    'validation.personal_data_email': 'Geben Sie eine gültige E-Mail-Adresse ein',
  },
  ru: {
    'retention.run_done': 'Срок хранения применён: записи, персональные данные которых удалены',
    'retention.run_nothing': 'Нет записей с истёкшим сроком хранения; ничего не изменено',
    'privacy.anonymised': 'Персональные данные, связанные с этим адресом e-mail, удалены',
    'privacy.nothing_found': 'Записей для этого адреса e-mail не найдено',
    'validation.personal_data_email': 'Введите действительный адрес e-mail',
  },
  pl: {
    'retention.run_done': 'Zastosowano okres przechowywania: rekordy, których dane osobowe usunięto',
    'retention.run_nothing': 'Żaden rekord nie przekroczył okresu przechowywania; nic nie zmieniono',
    'privacy.anonymised': 'Dane osobowe powiązane z tym adresem e-mail zostały usunięte',
    'privacy.nothing_found': 'Nie znaleziono rekordów dla tego adresu e-mail',
    'validation.personal_data_email': 'Podaj prawidłowy adres e-mail',
  },
};
