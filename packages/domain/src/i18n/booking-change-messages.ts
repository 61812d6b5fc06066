import type { Lang } from './languages.js';

/**
 * Message keys of changing a booking after it is made (issue 25, decision 031): staff edits and
 * the customers' change requests. Kept in their own file so the main catalogue only spreads them in.
 */
export const BOOKING_CHANGE_MESSAGE_KEYS = [
  'error.booking_not_editable',
  'error.driver_choice_needed',
  'validation.driver_on_move_invalid',
  'message.booking_updated',
  'error.change_requests_limit',
  'error.change_request_decided',
  'validation.refusal_reason_required',
  'validation.extras_need_reprice',
  'validation.route_need_reprice',
  'error.quote_changed',
] as const;
export type BookingChangeMessageKey = (typeof BOOKING_CHANGE_MESSAGE_KEYS)[number];

export const BOOKING_CHANGE_MESSAGES: Readonly<
  Record<Lang, Readonly<Record<BookingChangeMessageKey, string>>>
> = {
  tr: {
    'error.booking_not_editable': 'İptal edilmiş veya tamamlanmış bir rezervasyon düzenlenemez',
    'error.driver_choice_needed':
      'Tarihi veya saati değişen transfere atanmış bir şoför var: şoförün kalıp kalmayacağını seçin',
    'validation.driver_on_move_invalid': 'Şoför için "kalsın" veya "bırakılsın" seçilmelidir',
    'message.booking_updated': 'Rezervasyon güncellendi',
    'error.change_requests_limit':
      'Bu rezervasyon için yanıt bekleyen 3 değişiklik talebiniz var. Ekibimiz yanıtlayınca yeni bir talep gönderebilirsiniz; acil durumlarda lütfen bizi arayın.',
    'error.change_request_decided': 'Bu talep zaten yanıtlanmış',
    'validation.refusal_reason_required': 'Reddetmek için bir gerekçe yazın',
    'validation.extras_need_reprice':
      "Ek hizmetler değişince fiyat da değişir: 'Yeniden fiyatla' ile yeni fiyatı uygulayın",
    'validation.route_need_reprice':
      "Güzergâh veya yolculuk tipi değişince fiyat da değişir: 'Yeniden fiyatla' ile yeni fiyatı uygulayın",
    'error.quote_changed':
      'Fiyat siz bakarken değişti (kur veya tarife): yeni fiyatı kontrol edip yeniden onaylayın',
  },
  en: {
    'error.booking_not_editable': 'A cancelled or completed booking cannot be edited',
    'error.driver_choice_needed':
      'A driver is assigned to a transfer whose date or time changes: choose whether the driver stays',
    'validation.driver_on_move_invalid': 'Choose "keep" or "release" for the driver',
    'message.booking_updated': 'Booking updated',
    'error.change_requests_limit':
      'You already have 3 change requests waiting for an answer on this booking. You can send a new one once our team has replied; for anything urgent, please call us.',
    'error.change_request_decided': 'This request has already been answered',
    'validation.refusal_reason_required': 'Write a reason for the refusal',
    'validation.extras_need_reprice':
      "Changing the extras changes the price: apply the new price with 'Reprice'",
    'validation.route_need_reprice':
      "Changing the route or the trip type changes the price: apply the new price with 'Reprice'",
    'error.quote_changed':
      'The price changed while you were looking (rate or tariff): check the new price and confirm again',
  },
  de: {
    'error.booking_not_editable': 'Eine stornierte oder abgeschlossene Buchung kann nicht bearbeitet werden',
    'error.driver_choice_needed':
      'Einem Transfer, dessen Datum oder Uhrzeit sich ändert, ist ein Fahrer zugewiesen: Wählen Sie, ob er bleibt',
    'validation.driver_on_move_invalid': 'Wählen Sie „behalten“ oder „freigeben“ für den Fahrer',
    'message.booking_updated': 'Buchung aktualisiert',
    'error.change_requests_limit':
      'Für diese Buchung warten bereits 3 Änderungswünsche auf Antwort. Sobald unser Team geantwortet hat, können Sie einen neuen senden; in dringenden Fällen rufen Sie uns bitte an.',
    'error.change_request_decided': 'Diese Anfrage wurde bereits beantwortet',
    'validation.refusal_reason_required': 'Geben Sie einen Grund für die Ablehnung an',
    'validation.extras_need_reprice':
      'Geänderte Zusatzleistungen ändern den Preis: Wenden Sie den neuen Preis mit „Neu berechnen“ an',
    'validation.route_need_reprice':
      'Eine geänderte Strecke oder Fahrtart ändert den Preis: Wenden Sie den neuen Preis mit „Neu berechnen“ an',
    'error.quote_changed':
      'Der Preis hat sich inzwischen geändert (Kurs oder Tarif): Prüfen Sie den neuen Preis und bestätigen Sie erneut',
  },
  ru: {
    'error.booking_not_editable': 'Отменённое или завершённое бронирование нельзя изменить',
    'error.driver_choice_needed':
      'На трансфер, у которого меняются дата или время, назначен водитель: выберите, остаётся ли он',
    'validation.driver_on_move_invalid': 'Выберите «оставить» или «снять» для водителя',
    'message.booking_updated': 'Бронирование обновлено',
    'error.change_requests_limit':
      'По этому бронированию уже 3 запроса на изменение ждут ответа. Новый можно будет отправить после ответа нашей команды; в срочных случаях, пожалуйста, позвоните нам.',
    'error.change_request_decided': 'На этот запрос уже ответили',
    'validation.refusal_reason_required': 'Укажите причину отказа',
    'validation.extras_need_reprice':
      'Изменение дополнительных услуг меняет цену: примените новую цену через «Пересчитать»',
    'validation.route_need_reprice':
      'Изменение маршрута или типа поездки меняет цену: примените новую цену через «Пересчитать»',
    'error.quote_changed':
      'Цена изменилась, пока вы смотрели (курс или тариф): проверьте новую цену и подтвердите снова',
  },
  pl: {
    'error.booking_not_editable': 'Anulowanej lub zakończonej rezerwacji nie można edytować',
    'error.driver_choice_needed':
      'Do transferu, którego data lub godzina się zmienia, przypisano kierowcę: wybierz, czy zostaje',
    'validation.driver_on_move_invalid': 'Wybierz „zostaw” lub „zwolnij” dla kierowcy',
    'message.booking_updated': 'Rezerwacja zaktualizowana',
    'error.change_requests_limit':
      'Masz już 3 prośby o zmianę czekające na odpowiedź dla tej rezerwacji. Nową możesz wysłać, gdy nasz zespół odpowie; w pilnych sprawach zadzwoń do nas.',
    'error.change_request_decided': 'Na tę prośbę już odpowiedziano',
    'validation.refusal_reason_required': 'Podaj powód odmowy',
    'validation.extras_need_reprice':
      'Zmiana usług dodatkowych zmienia cenę: zastosuj nową cenę przyciskiem „Przelicz”',
    'validation.route_need_reprice':
      'Zmiana trasy lub rodzaju przejazdu zmienia cenę: zastosuj nową cenę przyciskiem „Przelicz”',
    'error.quote_changed':
      'Cena zmieniła się w międzyczasie (kurs lub taryfa): sprawdź nową cenę i potwierdź ponownie',
  },
};
