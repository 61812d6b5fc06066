import type { Lang } from './languages.js';

/**
 * Message keys of the driver's day (decision 035): his status taps. The driver's page asks in
 * Turkish; the other languages are there for an API client that asks in its own.
 */
export const DRIVER_DAY_MESSAGE_KEYS = [
  'validation.trip_status_invalid',
  'validation.tap_client_id_invalid',
  'error.tap_client_id_reused',
  'error.trip_job_cancelled',
  'error.trip_status_changed',
  'error.trip_status_finished',
  'error.trip_status_backwards',
  'error.trip_status_same',
  'error.trip_status_not_on_board',
  'error.trip_status_already_on_board',
  'validation.cash_required',
  'validation.cash_invalid',
  'admin.handover_confirmed',
] as const;

export type DriverDayMessageKey = (typeof DRIVER_DAY_MESSAGE_KEYS)[number];

export const DRIVER_DAY_MESSAGES: Readonly<Record<Lang, Readonly<Record<DriverDayMessageKey, string>>>> = {
  tr: {
    'validation.trip_status_invalid': 'Geçerli bir durum seçin',
    'validation.tap_client_id_invalid': 'Dokunuşun kimliği geçersiz',
    'error.tap_client_id_reused': 'Bu dokunuş kimliği başka bir durum için kullanılmış',
    'error.trip_job_cancelled': 'Bu iş iptal edildi; durum girilemez',
    'error.trip_status_changed': 'İşin durumu bu arada değişti; sayfayı yenileyin',
    'error.trip_status_finished': 'Bu iş bitti; yeni durum girilemez',
    'error.trip_status_backwards': 'Önceki bir duruma dönülemez',
    'error.trip_status_same': 'Bu durum zaten kayıtlı',
    'error.trip_status_not_on_board': "'Tamamlandı' için önce 'Yolcu araçta' seçilmeli",
    'error.trip_status_already_on_board': "Yolcu araçtayken 'Yolcu gelmedi' seçilemez",
    'validation.cash_required': "'Tamamlandı' için tahsil edilen tutarı ve para birimini girin",
    'validation.cash_invalid': 'Geçerli bir tutar (en fazla 2 ondalık) ve para birimi girin',
    'admin.handover_confirmed': 'Teslim onaylandı',
  },
  en: {
    'validation.trip_status_invalid': 'Choose a valid status',
    'validation.tap_client_id_invalid': 'The tap id is invalid',
    'error.tap_client_id_reused': 'This tap id was used for another status',
    'error.trip_job_cancelled': 'This job was cancelled; no status can be set',
    'error.trip_status_changed': "The job's status changed meanwhile; reload the page",
    'error.trip_status_finished': 'This job is finished; no further status can be set',
    'error.trip_status_backwards': 'A status cannot go back to an earlier one',
    'error.trip_status_same': 'This status is already recorded',
    'error.trip_status_not_on_board': "'Completed' needs 'Passenger on board' first",
    'error.trip_status_already_on_board': "'No-show' cannot follow 'Passenger on board'",
    'validation.cash_required': "Enter the amount and currency collected for 'Completed'",
    'validation.cash_invalid': 'Enter a valid amount (at most 2 decimals) and currency',
    'admin.handover_confirmed': 'Hand-over confirmed',
  },
  de: {
    'validation.trip_status_invalid': 'Wählen Sie einen gültigen Status',
    'validation.tap_client_id_invalid': 'Die Kennung der Eingabe ist ungültig',
    'error.tap_client_id_reused': 'Diese Kennung wurde für einen anderen Status verwendet',
    'error.trip_job_cancelled': 'Dieser Auftrag wurde storniert; kein Status möglich',
    'error.trip_status_changed':
      'Der Status des Auftrags hat sich inzwischen geändert; laden Sie die Seite neu',
    'error.trip_status_finished': 'Dieser Auftrag ist abgeschlossen; kein weiterer Status möglich',
    'error.trip_status_backwards': 'Ein Status kann nicht auf einen früheren zurückgehen',
    'error.trip_status_same': 'Dieser Status ist bereits erfasst',
    'error.trip_status_not_on_board': "'Abgeschlossen' erfordert zuerst 'Fahrgast an Bord'",
    'error.trip_status_already_on_board': "'Nicht erschienen' ist nach 'Fahrgast an Bord' nicht möglich",
    'validation.cash_required': "Geben Sie für 'Abgeschlossen' den kassierten Betrag und die Währung ein",
    'validation.cash_invalid':
      'Geben Sie einen gültigen Betrag (höchstens 2 Dezimalstellen) und eine Währung ein',
    'admin.handover_confirmed': 'Übergabe bestätigt',
  },
  ru: {
    'validation.trip_status_invalid': 'Выберите допустимый статус',
    'validation.tap_client_id_invalid': 'Неверный идентификатор нажатия',
    'error.tap_client_id_reused': 'Этот идентификатор уже использован для другого статуса',
    'error.trip_job_cancelled': 'Поездка отменена; статус указать нельзя',
    'error.trip_status_changed': 'Статус поездки тем временем изменился; обновите страницу',
    'error.trip_status_finished': 'Поездка завершена; новый статус указать нельзя',
    'error.trip_status_backwards': 'Нельзя вернуться к предыдущему статусу',
    'error.trip_status_same': 'Этот статус уже записан',
    'error.trip_status_not_on_board': "Для 'Завершено' сначала нужен статус 'Пассажир в машине'",
    'error.trip_status_already_on_board': "После 'Пассажир в машине' нельзя указать 'Пассажир не пришёл'",
    'validation.cash_required': "Для 'Завершено' укажите полученную сумму и валюту",
    'validation.cash_invalid': 'Укажите корректную сумму (не более 2 знаков после запятой) и валюту',
    'admin.handover_confirmed': 'Передача подтверждена',
  },
  pl: {
    'validation.trip_status_invalid': 'Wybierz prawidłowy status',
    'validation.tap_client_id_invalid': 'Nieprawidłowy identyfikator dotknięcia',
    'error.tap_client_id_reused': 'Ten identyfikator został użyty dla innego statusu',
    'error.trip_job_cancelled': 'Ten kurs został anulowany; nie można ustawić statusu',
    'error.trip_status_changed': 'Status kursu w międzyczasie się zmienił; odśwież stronę',
    'error.trip_status_finished': 'Ten kurs jest zakończony; nie można ustawić kolejnego statusu',
    'error.trip_status_backwards': 'Nie można wrócić do wcześniejszego statusu',
    'error.trip_status_same': 'Ten status jest już zapisany',
    'error.trip_status_not_on_board': "'Zakończony' wymaga najpierw 'Pasażer w aucie'",
    'error.trip_status_already_on_board': "Po 'Pasażer w aucie' nie można ustawić 'Pasażer nie przyszedł'",
    'validation.cash_required': "Dla 'Zakończony' podaj pobraną kwotę i walutę",
    'validation.cash_invalid': 'Podaj prawidłową kwotę (najwyżej 2 miejsca po przecinku) i walutę',
    'admin.handover_confirmed': 'Przekazanie potwierdzone',
  },
};
