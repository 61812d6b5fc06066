import type { MailStatus } from './contracts/mail.js';

/**
 * The back office's Turkish names of a mail's template and state: one list for the mail history,
 * the activity feed and the personal-data export, so staff never read a key such as 'self_cancelled'.
 */
export const MAIL_TEMPLATE_LABELS_TR: Readonly<Record<string, string>> = {
  created: 'Rezervasyon onayı',
  confirmed: 'Onaylandı bildirimi',
  cancelled: 'İptal bildirimi',
  self_cancelled: 'Müşteri iptali',
  change_request: 'Değişiklik talebi',
  // the day-of-the-trip mails about one leg (decision 040)
  driver_assigned: 'Sürücü bilgisi',
  trip_reminder: 'Yolculuk hatırlatması',
  review_request: 'Değerlendirme isteği',
};

export const MAIL_STATUS_LABELS_TR: Readonly<Record<MailStatus, string>> = {
  queued: 'Sırada',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  failed: 'Başarısız',
  superseded: 'Gönderilmedi (durum değişti)',
  held: 'Bekletildi',
};

/** A template's Turkish name; an unknown key is shown as it is. */
export const mailTemplateLabel = (template: string): string => MAIL_TEMPLATE_LABELS_TR[template] ?? template;

/** A mail state's Turkish name; an unknown value is shown as it is. */
export const mailStatusLabel = (status: string): string =>
  (MAIL_STATUS_LABELS_TR as Readonly<Record<string, string>>)[status] ?? status;
