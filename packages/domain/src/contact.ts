/** "Looks like x@y.z" (spec §5): no spaces, one '@', a dot in the domain. Deliverability is not checked. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s.trim());
}

export interface CountryDialCode {
  /** Dialling code with plus, e.g. '+90'. Unique within each list. */
  code: string;
  /** ISO 3166-1 alpha-2; names can come from Intl.DisplayNames in the visitor's language. */
  country: string;
  /** the flags of every country the code serves ('+7': Russia and Kazakhstan) */
  flag: string;
  /** further countries dialled with the same code (Kazakhstan shares +7 with Russia) */
  shared_with?: readonly string[];
}

/** Flag emoji from an ISO country code, via regional indicator symbols ('TR' → 🇹🇷). */
export function flagEmoji(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * The spec's dialling code (§9: '+90'): pre-selected on the Turkish pages, and the code of a number
 * that an API client sends without one.
 */
export const DEFAULT_COUNTRY_CODE = '+90';

/**
 * Booking page list (spec: about 50), Turkey first, then the main source markets for Antalya.
 * Kazakhstan shares +7 with Russia: one '+7' entry serves both, so codes stay unique and a
 * Kazakh number is dialled correctly (a '+77' code would double its 7).
 */
const BOOKING_ENTRIES: readonly (readonly [string, string, ...string[]])[] = [
  ['+90', 'TR'],
  ['+49', 'DE'],
  ['+44', 'GB'],
  ['+7', 'RU', 'KZ'],
  ['+48', 'PL'],
  ['+1', 'US'],
  ['+31', 'NL'],
  ['+380', 'UA'],
  ['+46', 'SE'],
  ['+47', 'NO'],
  ['+45', 'DK'],
  ['+358', 'FI'],
  ['+33', 'FR'],
  ['+39', 'IT'],
  ['+34', 'ES'],
  ['+43', 'AT'],
  ['+41', 'CH'],
  ['+32', 'BE'],
  ['+420', 'CZ'],
  ['+36', 'HU'],
  ['+40', 'RO'],
  ['+359', 'BG'],
  ['+30', 'GR'],
  ['+972', 'IL'],
  ['+971', 'AE'],
  ['+966', 'SA'],
  ['+974', 'QA'],
  ['+994', 'AZ'],
  ['+995', 'GE'],
  ['+375', 'BY'],
  ['+98', 'IR'],
  ['+353', 'IE'],
  ['+351', 'PT'],
  ['+370', 'LT'],
  ['+371', 'LV'],
  ['+372', 'EE'],
  ['+421', 'SK'],
  ['+386', 'SI'],
  ['+385', 'HR'],
  ['+381', 'RS'],
  ['+998', 'UZ'],
  ['+964', 'IQ'],
  ['+965', 'KW'],
  ['+961', 'LB'],
  ['+962', 'JO'],
  ['+20', 'EG'],
  ['+86', 'CN'],
  ['+81', 'JP'],
  ['+82', 'KR'],
  ['+91', 'IN'],
  ['+61', 'AU'],
];

const toDialCode = ([code, country, ...shared]: readonly [string, string, ...string[]]): CountryDialCode => ({
  code,
  country,
  flag: [country, ...shared].map(flagEmoji).join(''),
  ...(shared.length > 0 ? { shared_with: shared } : {}),
});

export const COUNTRY_CODES_BOOKING: readonly CountryDialCode[] = BOOKING_ENTRIES.map(toDialCode);

/** The landing tour form offers 28 codes (spec §9): the first 28 of the booking list. */
export const COUNTRY_CODES_TOUR: readonly CountryDialCode[] = COUNTRY_CODES_BOOKING.slice(0, 28);

/** Whether a dialling code is one the booking page offers (the tour list is a subset). */
export function isKnownCountryCode(code: string): boolean {
  return COUNTRY_CODES_BOOKING.some((c) => c.code === code);
}
