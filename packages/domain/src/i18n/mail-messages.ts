import type { Lang } from './languages.js';

/**
 * Message keys of the mail settings, the back office's mail history and the customer's
 * manage-booking view. Kept in their own file so the main catalogue only spreads them in.
 */
export const MAIL_MESSAGE_KEYS = [
  'validation.operator_email_invalid',
  'validation.self_cancel_cutoff_invalid',
  'error.self_cancel_too_late',
  'error.booking_already_cancelled',
  'message.mail_resent',
  'message.cancellation_resent',
  'message.booking_self_cancelled',
  'message.change_request_sent',
  'validation.change_request_empty',
  'message.held_mail_sent',
  'error.mail_not_held',
  'validation.reminder_time_invalid',
  'validation.review_url_invalid',
] as const;

export type MailMessageKey = (typeof MAIL_MESSAGE_KEYS)[number];

export const MAIL_MESSAGES: Readonly<Record<Lang, Readonly<Record<MailMessageKey, string>>>> = {
  tr: {
    'validation.operator_email_invalid': 'Operatör e-posta adresi geçerli bir e-posta olmalıdır',
    'validation.self_cancel_cutoff_invalid': 'İptal süresi 0 ile 720 saat arasında tam sayı olmalıdır',
    'error.self_cancel_too_late':
      'Alış saatine çok az kaldığı için rezervasyon çevrim içi iptal edilemez. Lütfen bizi arayın veya WhatsApp’tan yazın.',
    'error.booking_already_cancelled': 'Bu rezervasyon zaten iptal edilmiş',
    'message.mail_resent': 'Onay e-postası yeniden gönderilmek üzere sıraya alındı',
    'message.cancellation_resent': 'İptal bildirimi yeniden gönderilmek üzere sıraya alındı',
    'message.booking_self_cancelled': 'Rezervasyonunuz iptal edildi',
    'message.change_request_sent': 'Değişiklik talebiniz ekibimize iletildi',
    'validation.change_request_empty': 'Lütfen değiştirmek istediğiniz en az bir bilgiyi girin',
    'message.held_mail_sent': 'Bekletilen e-posta gönderilmek üzere sıraya alındı',
    'error.mail_not_held': 'Bu rezervasyonun bekletilen böyle bir e-postası yok',
    'validation.reminder_time_invalid': 'Hatırlatma saati SS:DD biçiminde olmalıdır (ör. 18:00)',
    'validation.review_url_invalid':
      'Değerlendirme bağlantısı http:// veya https:// ile başlayan bir adres olmalıdır',
  },
  en: {
    'validation.operator_email_invalid': 'The operator e-mail must be a valid e-mail address',
    'validation.self_cancel_cutoff_invalid':
      'The cancellation cut-off must be a whole number of hours from 0 to 720',
    'error.self_cancel_too_late':
      'The pickup is too close to cancel online. Please call us or write on WhatsApp.',
    'error.booking_already_cancelled': 'This booking is already cancelled',
    'message.mail_resent': 'The confirmation e-mail is queued to be sent again',
    'message.cancellation_resent': 'The cancellation notice is queued to be sent again',
    'message.booking_self_cancelled': 'Your booking is cancelled',
    'message.change_request_sent': 'Your change request has been passed to our team',
    'validation.change_request_empty': 'Please enter at least one detail you want to change',
    'message.held_mail_sent': 'The held e-mail is queued to be sent',
    'error.mail_not_held': 'This booking has no such held e-mail',
    'validation.reminder_time_invalid': 'The reminder time must be written HH:MM (e.g. 18:00)',
    'validation.review_url_invalid': 'The review link must be an address starting with http:// or https://',
  },
  de: {
    'validation.operator_email_invalid': 'Die Betreiber-E-Mail muss eine gültige E-Mail-Adresse sein',
    'validation.self_cancel_cutoff_invalid':
      'Die Stornofrist muss eine ganze Zahl von 0 bis 720 Stunden sein',
    'error.self_cancel_too_late':
      'Die Abholung ist zu nah, um online zu stornieren. Bitte rufen Sie uns an oder schreiben Sie per WhatsApp.',
    'error.booking_already_cancelled': 'Diese Buchung ist bereits storniert',
    'message.mail_resent': 'Die Bestätigungs-E-Mail wird erneut gesendet',
    'message.cancellation_resent': 'Die Stornierungsmitteilung wird erneut gesendet',
    'message.booking_self_cancelled': 'Ihre Buchung ist storniert',
    'message.change_request_sent': 'Ihr Änderungswunsch wurde an unser Team weitergeleitet',
    'validation.change_request_empty': 'Bitte geben Sie mindestens eine Angabe ein, die Sie ändern möchten',
    'message.held_mail_sent': 'Die zurückgehaltene E-Mail wird gesendet',
    'error.mail_not_held': 'Diese Buchung hat keine solche zurückgehaltene E-Mail',
    'validation.reminder_time_invalid': 'Die Erinnerungszeit muss als HH:MM angegeben werden (z. B. 18:00)',
    'validation.review_url_invalid': 'Der Bewertungslink muss eine Adresse mit http:// oder https:// sein',
  },
  ru: {
    'validation.operator_email_invalid': 'Адрес оператора должен быть действительным адресом эл. почты',
    'validation.self_cancel_cutoff_invalid': 'Срок отмены должен быть целым числом часов от 0 до 720',
    'error.self_cancel_too_late':
      'До подачи слишком мало времени для отмены онлайн. Позвоните нам или напишите в WhatsApp.',
    'error.booking_already_cancelled': 'Это бронирование уже отменено',
    'message.mail_resent': 'Письмо с подтверждением поставлено в очередь на повторную отправку',
    'message.cancellation_resent': 'Уведомление об отмене поставлено в очередь на повторную отправку',
    'message.booking_self_cancelled': 'Ваше бронирование отменено',
    'message.change_request_sent': 'Ваш запрос на изменение передан нашей команде',
    'validation.change_request_empty': 'Укажите хотя бы одно значение, которое нужно изменить',
    'message.held_mail_sent': 'Задержанное письмо поставлено в очередь на отправку',
    'error.mail_not_held': 'У этого бронирования нет такого задержанного письма',
    'validation.reminder_time_invalid': 'Время напоминания должно быть в формате ЧЧ:ММ (например, 18:00)',
    'validation.review_url_invalid': 'Ссылка для отзыва должна начинаться с http:// или https://',
  },
  pl: {
    'validation.operator_email_invalid': 'Adres operatora musi być prawidłowym adresem e-mail',
    'validation.self_cancel_cutoff_invalid': 'Termin anulowania musi być liczbą całkowitą godzin od 0 do 720',
    'error.self_cancel_too_late':
      'Do odbioru zostało za mało czasu, aby anulować online. Zadzwoń do nas lub napisz na WhatsApp.',
    'error.booking_already_cancelled': 'Ta rezerwacja jest już anulowana',
    'message.mail_resent': 'E-mail z potwierdzeniem został ponownie dodany do kolejki',
    'message.cancellation_resent': 'Powiadomienie o anulowaniu zostało ponownie dodane do kolejki',
    'message.booking_self_cancelled': 'Twoja rezerwacja została anulowana',
    'message.change_request_sent': 'Twoja prośba o zmianę została przekazana naszemu zespołowi',
    'validation.change_request_empty': 'Wpisz co najmniej jedną informację, którą chcesz zmienić',
    'message.held_mail_sent': 'Wstrzymany e-mail został dodany do kolejki',
    'error.mail_not_held': 'Ta rezerwacja nie ma takiego wstrzymanego e-maila',
    'validation.reminder_time_invalid': 'Godzina przypomnienia musi mieć format GG:MM (np. 18:00)',
    'validation.review_url_invalid':
      'Link do opinii musi być adresem zaczynającym się od http:// lub https://',
  },
};
