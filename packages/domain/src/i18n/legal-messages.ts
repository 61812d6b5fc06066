import type { Lang } from './languages.js';

/**
 * Message keys of the KVKK texts: the acknowledgement a booking needs, and the back office's
 * legal-text screen. Kept in their own file so the main catalogue only spreads them in.
 */
export const LEGAL_MESSAGE_KEYS = [
  'validation.notice_ack_required',
  'validation.notice_version_outdated',
  'validation.legal_content_required',
  'error.legal_not_found',
  'admin.legal_updated',
] as const;

export type LegalMessageKey = (typeof LEGAL_MESSAGE_KEYS)[number];

export const LEGAL_MESSAGES: Readonly<Record<Lang, Readonly<Record<LegalMessageKey, string>>>> = {
  tr: {
    'validation.notice_ack_required': 'Devam etmek için KVKK Aydınlatma Metni’ni okuduğunuzu onaylayın',
    'validation.notice_version_outdated': 'Aydınlatma metni güncellendi. Lütfen güncel metni okuyup yeniden onaylayın.',
    'validation.legal_content_required': 'Metin zorunludur',
    'error.legal_not_found': 'Yasal metin bulunamadı',
    'admin.legal_updated': 'Yasal metin güncellendi',
  },
  en: {
    'validation.notice_ack_required': 'Please confirm that you have read the KVKK Privacy Notice to continue',
    'validation.notice_version_outdated': 'The privacy notice has been updated. Please read the current text and confirm again.',
    'validation.legal_content_required': 'The text is required',
    'error.legal_not_found': 'Legal text not found',
    'admin.legal_updated': 'Legal text updated',
  },
  de: {
    'validation.notice_ack_required': 'Bitte bestätigen Sie, dass Sie den Datenschutzhinweis nach KVKK gelesen haben',
    'validation.notice_version_outdated': 'Der Datenschutzhinweis wurde aktualisiert. Bitte lesen Sie den aktuellen Text und bestätigen Sie erneut.',
    'validation.legal_content_required': 'Der Text ist erforderlich',
    'error.legal_not_found': 'Rechtstext nicht gefunden',
    'admin.legal_updated': 'Rechtstext aktualisiert',
  },
  ru: {
    'validation.notice_ack_required': 'Чтобы продолжить, подтвердите, что вы ознакомились с уведомлением KVKK',
    'validation.notice_version_outdated': 'Уведомление KVKK обновлено. Пожалуйста, прочитайте актуальный текст и подтвердите снова.',
    'validation.legal_content_required': 'Текст обязателен',
    'error.legal_not_found': 'Юридический текст не найден',
    'admin.legal_updated': 'Юридический текст обновлён',
  },
  pl: {
    'validation.notice_ack_required': 'Aby kontynuować, potwierdź, że zapoznałeś się z klauzulą informacyjną KVKK',
    'validation.notice_version_outdated': 'Klauzula informacyjna została zaktualizowana. Przeczytaj aktualny tekst i potwierdź ponownie.',
    'validation.legal_content_required': 'Tekst jest wymagany',
    'error.legal_not_found': 'Nie znaleziono tekstu prawnego',
    'admin.legal_updated': 'Tekst prawny zaktualizowany',
  },
};
