import type { Lang } from './languages.js';

/**
 * Message keys of staff accounts, roles, the audit log and internal notes. Kept in their own file
 * so that the main catalogue only spreads them in.
 */
export const STAFF_MESSAGE_KEYS = [
  'error.forbidden_role',
  'error.account_disabled',
  'error.last_admin',
  'error.user_not_found',
  'error.username_taken',
  'error.current_password_wrong',
  'validation.password_too_short',
  'validation.username_invalid',
  'validation.role_invalid',
  'validation.note_required',
] as const;
export type StaffMessageKey = (typeof STAFF_MESSAGE_KEYS)[number];

export const STAFF_MESSAGES: Record<Lang, Record<StaffMessageKey, string>> = {
  tr: {
    'error.forbidden_role': 'Bu işlem için yetkiniz yok',
    'error.account_disabled': 'Bu hesap devre dışı bırakılmış. Lütfen bir yöneticiyle iletişime geçin.',
    'error.last_admin': 'Son etkin Yönetici devre dışı bırakılamaz veya rolü değiştirilemez',
    'error.user_not_found': 'Kullanıcı bulunamadı',
    'error.username_taken': 'Bu kullanıcı adı zaten kullanılıyor',
    'error.current_password_wrong': 'Mevcut şifre hatalı',
    'validation.password_too_short': 'Şifre en az 12 karakter olmalıdır',
    'validation.username_invalid': 'Kullanıcı adı yalnızca harf, rakam, nokta, tire, alt çizgi ve @ içerebilir',
    'validation.role_invalid': 'Geçerli bir rol seçiniz',
    'validation.note_required': 'Not boş olamaz',
  },
  en: {
    'error.forbidden_role': 'You are not allowed to do this',
    'error.account_disabled': 'This account has been disabled. Please contact an administrator.',
    'error.last_admin': 'The last active administrator cannot be disabled or given another role',
    'error.user_not_found': 'User not found',
    'error.username_taken': 'This username is already taken',
    'error.current_password_wrong': 'The current password is wrong',
    'validation.password_too_short': 'The password must be at least 12 characters long',
    'validation.username_invalid': 'The username may contain only letters, digits, dots, hyphens, underscores and @',
    'validation.role_invalid': 'Please choose a valid role',
    'validation.note_required': 'The note cannot be empty',
  },
  de: {
    'error.forbidden_role': 'Dafür fehlt Ihnen die Berechtigung',
    'error.account_disabled': 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an einen Administrator.',
    'error.last_admin': 'Der letzte aktive Administrator kann nicht deaktiviert oder herabgestuft werden',
    'error.user_not_found': 'Benutzer nicht gefunden',
    'error.username_taken': 'Dieser Benutzername ist bereits vergeben',
    'error.current_password_wrong': 'Das aktuelle Passwort ist falsch',
    'validation.password_too_short': 'Das Passwort muss mindestens 12 Zeichen lang sein',
    'validation.username_invalid': 'Der Benutzername darf nur Buchstaben, Ziffern, Punkte, Bindestriche, Unterstriche und @ enthalten',
    'validation.role_invalid': 'Bitte wählen Sie eine gültige Rolle',
    'validation.note_required': 'Die Notiz darf nicht leer sein',
  },
  ru: {
    'error.forbidden_role': 'У вас нет прав на это действие',
    'error.account_disabled': 'Эта учётная запись отключена. Обратитесь к администратору.',
    'error.last_admin': 'Последнего активного администратора нельзя отключить или понизить в роли',
    'error.user_not_found': 'Пользователь не найден',
    'error.username_taken': 'Это имя пользователя уже занято',
    'error.current_password_wrong': 'Текущий пароль неверен',
    'validation.password_too_short': 'Пароль должен содержать не менее 12 символов',
    'validation.username_invalid': 'Имя пользователя может содержать только буквы, цифры, точки, дефисы, подчёркивания и @',
    'validation.role_invalid': 'Выберите допустимую роль',
    'validation.note_required': 'Заметка не может быть пустой',
  },
  pl: {
    'error.forbidden_role': 'Nie masz uprawnień do tej operacji',
    'error.account_disabled': 'To konto zostało wyłączone. Skontaktuj się z administratorem.',
    'error.last_admin': 'Ostatniego aktywnego administratora nie można wyłączyć ani zmienić mu roli',
    'error.user_not_found': 'Nie znaleziono użytkownika',
    'error.username_taken': 'Ta nazwa użytkownika jest już zajęta',
    'error.current_password_wrong': 'Obecne hasło jest nieprawidłowe',
    'validation.password_too_short': 'Hasło musi mieć co najmniej 12 znaków',
    'validation.username_invalid': 'Nazwa użytkownika może zawierać tylko litery, cyfry, kropki, myślniki, podkreślenia i @',
    'validation.role_invalid': 'Wybierz prawidłową rolę',
    'validation.note_required': 'Notatka nie może być pusta',
  },
};
