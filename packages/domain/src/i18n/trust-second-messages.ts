import type { Lang } from './languages.js';

/**
 * Message keys of the second trust pass (issue 28): self-protection on the users screen, common
 * passwords, control characters in single-line fields and erasures that would leave a trip without
 * its passenger. Kept in their own file so the main catalogue only spreads them in.
 */
export const TRUST_SECOND_MESSAGE_KEYS = [
  'error.cannot_disable_self',
  'error.cannot_change_own_role',
  'validation.password_common',
  'validation.control_characters',
  'error.erasure_future_trips',
  'error.personal_data_erased',
] as const;

export type TrustSecondMessageKey = (typeof TRUST_SECOND_MESSAGE_KEYS)[number];

export const TRUST_SECOND_MESSAGES: Readonly<Record<Lang, Readonly<Record<TrustSecondMessageKey, string>>>> = {
  tr: {
    'error.cannot_disable_self': 'Kendi hesabınızı devre dışı bırakamazsınız',
    'error.cannot_change_own_role': 'Kendi rolünüzü değiştiremezsiniz',
    'validation.password_common': 'Bu şifre çok yaygın; lütfen tahmin edilmesi zor bir şifre seçin',
    'validation.control_characters': 'Bu alan satır sonu veya kontrol karakteri içeremez',
    'error.erasure_future_trips': 'Bu kişinin iptal edilmemiş gelecek yolculukları var; silmeden önce iptal edilmeleri gerekir',
    'error.personal_data_erased': 'Bu rezervasyonun kişisel verileri silindi',
  },
  en: {
    'error.cannot_disable_self': 'You cannot disable your own account',
    'error.cannot_change_own_role': 'You cannot change your own role',
    'validation.password_common': 'This password is too common; please choose one that is hard to guess',
    'validation.control_characters': 'This field cannot contain line breaks or control characters',
    'error.erasure_future_trips': 'This person has upcoming trips that are not cancelled; they must be cancelled before erasing',
    'error.personal_data_erased': 'The personal data of this booking has been erased',
  },
  de: {
    'error.cannot_disable_self': 'Sie können Ihr eigenes Konto nicht deaktivieren',
    'error.cannot_change_own_role': 'Sie können Ihre eigene Rolle nicht ändern',
    'validation.password_common': 'Dieses Passwort ist zu verbreitet; bitte wählen Sie eines, das schwer zu erraten ist',
    'validation.control_characters': 'Dieses Feld darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
    'error.erasure_future_trips': 'Diese Person hat bevorstehende, nicht stornierte Fahrten; sie müssen vor dem Löschen storniert werden',
    'error.personal_data_erased': 'Die personenbezogenen Daten dieser Buchung wurden gelöscht',
  },
  ru: {
    'error.cannot_disable_self': 'Нельзя отключить собственную учётную запись',
    'error.cannot_change_own_role': 'Нельзя изменить собственную роль',
    'validation.password_common': 'Этот пароль слишком распространён; выберите пароль, который трудно угадать',
    'validation.control_characters': 'Это поле не может содержать переводы строк или управляющие символы',
    'error.erasure_future_trips': 'У этого человека есть предстоящие неотменённые поездки; перед удалением их нужно отменить',
    'error.personal_data_erased': 'Персональные данные этого бронирования удалены',
  },
  pl: {
    'error.cannot_disable_self': 'Nie możesz wyłączyć własnego konta',
    'error.cannot_change_own_role': 'Nie możesz zmienić własnej roli',
    'validation.password_common': 'To hasło jest zbyt popularne; wybierz hasło trudne do odgadnięcia',
    'validation.control_characters': 'To pole nie może zawierać znaków końca wiersza ani znaków sterujących',
    'error.erasure_future_trips': 'Ta osoba ma nadchodzące, nieanulowane przejazdy; przed usunięciem trzeba je anulować',
    'error.personal_data_erased': 'Dane osobowe tej rezerwacji zostały usunięte',
  },
};
