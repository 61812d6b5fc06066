/**
 * Words only the operator's mails use. Operator mails stay Turkish whatever the customer's language
 * (mail-events' OPERATOR_LANGUAGE), so these have no other languages.
 */
export const OPERATOR_TEXTS = {
  office: 'Yönetim paneli',
  office_link: 'Rezervasyonu yönetim panelinde aç',
  pnr: 'Rezervasyon no (PNR)',
  language: 'Müşterinin dili',
  ticket: 'Bilet görseli',
  ticket_yes: 'Yüklendi (yönetim panelinde rezervasyon detayında)',
  ticket_no: 'Yüklenmedi',
} as const;

/** The site languages by their Turkish names, for 'Müşterinin dili: Almanca (de)'. */
const LANGUAGE_NAMES: Record<string, string> = {
  tr: 'Türkçe',
  en: 'İngilizce',
  de: 'Almanca',
  ru: 'Rusça',
  pl: 'Lehçe',
};

export const languageNameTr = (code: string) => `${LANGUAGE_NAMES[code] ?? code} (${code})`;

/** A change request's fields by the words staff read, never the form's keys. */
export const CHANGE_FIELD_LABELS = {
  pickup_time: 'Yeni alış saati',
  flight_code: 'Uçuş kodu',
  landing_time: 'İniş saati',
  hotel: 'Otel',
  note: 'Not',
} as const;

/** The back-office page that opens this booking: its list filtered by the PNR. */
export const officeUrlOf = (siteUrl: string, kind: 'transfer' | 'tour', pnr: string) =>
  `${siteUrl}/admin/${kind === 'tour' ? 'tour-reservations' : 'bookings'}?search=${encodeURIComponent(pnr)}`;
