import type { Lang } from './languages.js';

/**
 * Message keys of the operator's day (dispatch, drivers, run sheets, share links), kept in their
 * own file so that the main catalogue only spreads them in. `{…}` marks a value filled in.
 */
export const OPERATIONS_MESSAGE_KEYS = [
  'validation.overlap_minutes_invalid',
  'validation.driver_invalid',
  'error.driver_not_found',
  'error.driver_has_jobs',
  'error.driver_inactive',
  'error.job_not_found',
  'error.run_link_not_found',
  'warning.driver_overlap',
  'warning.vehicle_too_small',
  'warning.vehicle_overlap',
  'warning.vehicle_smaller_than_booked',
  'warning.luggage_over',
  'validation.drive_minutes_invalid',
  'validation.luggage_capacity_invalid',
  'error.run_link_date_out_of_range',
  'admin.run_link_revoked',
  'admin.assignment_saved',
  'admin.driver_saved',
  'admin.driver_deleted',
] as const;

export type OperationsMessageKey = (typeof OPERATIONS_MESSAGE_KEYS)[number];

export const OPERATIONS_MESSAGES: Readonly<Record<Lang, Readonly<Record<OperationsMessageKey, string>>>> = {
  tr: {
    'validation.overlap_minutes_invalid': 'Çakışma süresi 0 ile 720 dakika arasında tam sayı olmalıdır',
    'validation.driver_invalid': 'Geçerli bir sürücü seçin',
    'error.driver_not_found': 'Sürücü bulunamadı',
    'error.driver_has_jobs': "Bu sürücüye atanmış işler var; silinemez. Sürücüyü 'Pasif' yapabilirsiniz.",
    'error.driver_inactive': 'Bu sürücü pasif; iş atanamaz',
    'error.job_not_found': 'İş bulunamadı',
    'error.run_link_not_found': 'Bu bağlantı geçersiz veya süresi dolmuş',
    'warning.driver_overlap': 'Sürücünün {date} {time} saatinde başka bir işi var ({pnr})',
    'warning.vehicle_too_small': 'Araç {capacity} kişilik, grup {party} kişi',
    'warning.vehicle_overlap': 'Araç {date} {time} saatinde başka bir işte ({pnr})',
    'warning.vehicle_smaller_than_booked':
      'Araç {capacity} kişilik; rezerve edilen araç {booked_capacity} kişilik',
    'warning.luggage_over': '{pieces} parça bagaj, araç {luggage_capacity} parça alır',
    'validation.drive_minutes_invalid': 'Yol süresi 1 ile 1440 dakika arasında tam sayı olmalıdır',
    'validation.luggage_capacity_invalid': 'Bagaj kapasitesi 0 ile 99 arasında tam sayı olmalıdır',
    'error.run_link_date_out_of_range':
      'Bağlantı yalnızca bugün ile 7 gün sonrası arasındaki bir gün için oluşturulabilir',
    'admin.run_link_revoked': 'Bağlantı iptal edildi',
    'admin.assignment_saved': 'Atama kaydedildi',
    'admin.driver_saved': 'Sürücü kaydedildi',
    'admin.driver_deleted': 'Sürücü silindi',
  },
  en: {
    'validation.overlap_minutes_invalid':
      'The overlap window must be a whole number of minutes between 0 and 720',
    'validation.driver_invalid': 'Choose a valid driver',
    'error.driver_not_found': 'Driver not found',
    'error.driver_has_jobs':
      "This driver has jobs assigned and cannot be deleted. You can set the driver to 'Inactive'.",
    'error.driver_inactive': 'This driver is inactive and cannot be given jobs',
    'error.job_not_found': 'Job not found',
    'error.run_link_not_found': 'This link is invalid or has expired',
    'warning.driver_overlap': 'The driver has another job on {date} at {time} ({pnr})',
    'warning.vehicle_too_small': 'The vehicle seats {capacity}, the party is {party}',
    'warning.vehicle_overlap': 'The vehicle is on another job on {date} at {time} ({pnr})',
    'warning.vehicle_smaller_than_booked':
      'The vehicle seats {capacity}; the booked vehicle seats {booked_capacity}',
    'warning.luggage_over': '{pieces} pieces of luggage, the vehicle takes {luggage_capacity}',
    'validation.drive_minutes_invalid': 'The drive time must be a whole number of minutes between 1 and 1440',
    'validation.luggage_capacity_invalid': 'The luggage capacity must be a whole number between 0 and 99',
    'error.run_link_date_out_of_range': 'A link can only be made for a day from today to 7 days ahead',
    'admin.run_link_revoked': 'Link revoked',
    'admin.assignment_saved': 'Assignment saved',
    'admin.driver_saved': 'Driver saved',
    'admin.driver_deleted': 'Driver deleted',
  },
  de: {
    'validation.overlap_minutes_invalid':
      'Das Überschneidungsfenster muss eine ganze Zahl von 0 bis 720 Minuten sein',
    'validation.driver_invalid': 'Wählen Sie einen gültigen Fahrer',
    'error.driver_not_found': 'Fahrer nicht gefunden',
    'error.driver_has_jobs':
      "Diesem Fahrer sind Aufträge zugewiesen; er kann nicht gelöscht werden. Setzen Sie ihn auf 'Inaktiv'.",
    'error.driver_inactive': 'Dieser Fahrer ist inaktiv und kann keine Aufträge erhalten',
    'error.job_not_found': 'Auftrag nicht gefunden',
    'error.run_link_not_found': 'Dieser Link ist ungültig oder abgelaufen',
    'warning.driver_overlap': 'Der Fahrer hat am {date} um {time} einen anderen Auftrag ({pnr})',
    'warning.vehicle_too_small': 'Das Fahrzeug hat {capacity} Plätze, die Gruppe {party} Personen',
    'warning.vehicle_overlap': 'Das Fahrzeug ist am {date} um {time} bei einem anderen Auftrag ({pnr})',
    'warning.vehicle_smaller_than_booked':
      'Das Fahrzeug hat {capacity} Plätze; das gebuchte hat {booked_capacity}',
    'warning.luggage_over': '{pieces} Gepäckstücke, das Fahrzeug fasst {luggage_capacity}',
    'validation.drive_minutes_invalid': 'Die Fahrzeit muss eine ganze Zahl von 1 bis 1440 Minuten sein',
    'validation.luggage_capacity_invalid': 'Die Gepäckkapazität muss eine ganze Zahl von 0 bis 99 sein',
    'error.run_link_date_out_of_range':
      'Ein Link kann nur für einen Tag von heute bis in 7 Tagen erstellt werden',
    'admin.run_link_revoked': 'Link widerrufen',
    'admin.assignment_saved': 'Zuweisung gespeichert',
    'admin.driver_saved': 'Fahrer gespeichert',
    'admin.driver_deleted': 'Fahrer gelöscht',
  },
  ru: {
    'validation.overlap_minutes_invalid': 'Интервал пересечения должен быть целым числом минут от 0 до 720',
    'validation.driver_invalid': 'Выберите водителя',
    'error.driver_not_found': 'Водитель не найден',
    'error.driver_has_jobs':
      "У этого водителя есть назначенные поездки, удалить его нельзя. Можно сделать его 'Неактивным'.",
    'error.driver_inactive': 'Этот водитель неактивен, назначать ему поездки нельзя',
    'error.job_not_found': 'Поездка не найдена',
    'error.run_link_not_found': 'Ссылка недействительна или срок её действия истёк',
    'warning.driver_overlap': 'У водителя есть другая поездка {date} в {time} ({pnr})',
    'warning.vehicle_too_small': 'В автомобиле {capacity} мест, в группе {party} человек',
    'warning.vehicle_overlap': 'Автомобиль занят на другой поездке {date} в {time} ({pnr})',
    'warning.vehicle_smaller_than_booked':
      'В автомобиле {capacity} мест; в забронированном {booked_capacity}',
    'warning.luggage_over': 'Багажа {pieces} мест, автомобиль вмещает {luggage_capacity}',
    'validation.drive_minutes_invalid': 'Время в пути должно быть целым числом минут от 1 до 1440',
    'validation.luggage_capacity_invalid': 'Вместимость багажа должна быть целым числом от 0 до 99',
    'error.run_link_date_out_of_range': 'Ссылку можно создать только на день от сегодня до 7 дней вперёд',
    'admin.run_link_revoked': 'Ссылка отозвана',
    'admin.assignment_saved': 'Назначение сохранено',
    'admin.driver_saved': 'Водитель сохранён',
    'admin.driver_deleted': 'Водитель удалён',
  },
  pl: {
    'validation.overlap_minutes_invalid': 'Okno nakładania się musi być liczbą całkowitą od 0 do 720 minut',
    'validation.driver_invalid': 'Wybierz prawidłowego kierowcę',
    'error.driver_not_found': 'Nie znaleziono kierowcy',
    'error.driver_has_jobs':
      "Ten kierowca ma przypisane kursy i nie może zostać usunięty. Możesz ustawić go jako 'Nieaktywny'.",
    'error.driver_inactive': 'Ten kierowca jest nieaktywny i nie można mu przydzielać kursów',
    'error.job_not_found': 'Nie znaleziono kursu',
    'error.run_link_not_found': 'Ten link jest nieprawidłowy lub wygasł',
    'warning.driver_overlap': 'Kierowca ma inny kurs {date} o {time} ({pnr})',
    'warning.vehicle_too_small': 'Pojazd ma {capacity} miejsc, grupa liczy {party} osób',
    'warning.vehicle_overlap': 'Pojazd jest na innym kursie {date} o {time} ({pnr})',
    'warning.vehicle_smaller_than_booked': 'Pojazd ma {capacity} miejsc; zarezerwowany ma {booked_capacity}',
    'warning.luggage_over': '{pieces} sztuk bagażu, pojazd mieści {luggage_capacity}',
    'validation.drive_minutes_invalid': 'Czas przejazdu musi być liczbą całkowitą od 1 do 1440 minut',
    'validation.luggage_capacity_invalid': 'Pojemność bagażnika musi być liczbą całkowitą od 0 do 99',
    'error.run_link_date_out_of_range': 'Link można utworzyć tylko na dzień od dziś do 7 dni naprzód',
    'admin.run_link_revoked': 'Link unieważniony',
    'admin.assignment_saved': 'Przydział zapisany',
    'admin.driver_saved': 'Kierowca zapisany',
    'admin.driver_deleted': 'Kierowca usunięty',
  },
};
