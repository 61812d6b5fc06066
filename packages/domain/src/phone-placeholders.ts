/**
 * The phone field's placeholder per dialling code the forms offer: an example mobile number of the
 * code's country, grouped as it is written after the code; with no code chosen ('') a whole
 * international number (a British mobile), which shows that the number can be typed with its code.
 *
 * Written out rather than computed in the page: computing needs libphonenumber's metadata (30 KB
 * gzipped), which a form then needed before it could be drawn (issue 31 §4). `phone.test.ts` holds
 * every entry equal to what `examplePhoneNumber` computes from that metadata, so the two cannot part.
 */
export const PHONE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  '': '+44 7400 123456',
  '+90': '501 234 56 78',
  '+49': '1512 3456789',
  '+44': '7400 123456',
  '+7': '912 345 67 89',
  '+48': '512 345 678',
  '+1': '201 555 0123',
  '+31': '6 12345678',
  '+380': '50 123 4567',
  '+46': '70 123 45 67',
  '+47': '40 61 23 45',
  '+45': '34 41 23 45',
  '+358': '41 2345678',
  '+33': '6 12 34 56 78',
  '+39': '312 345 6789',
  '+34': '612 34 56 78',
  '+43': '664 123456',
  '+41': '78 123 45 67',
  '+32': '450 00 12 34',
  '+420': '601 123 456',
  '+36': '20 123 4567',
  '+40': '712 034 567',
  '+359': '43 012 345',
  '+30': '691 234 5678',
  '+972': '50 234 5678',
  '+971': '50 123 4567',
  '+966': '51 234 5678',
  '+974': '3312 3456',
  '+994': '40 123 45 67',
  '+995': '555 12 34 56',
  '+375': '29 491 19 11',
  '+98': '912 345 6789',
  '+353': '85 012 3456',
  '+351': '912 345 678',
  '+370': '612 34567',
  '+371': '21 234 567',
  '+372': '5123 4567',
  '+421': '912 123 456',
  '+386': '31 234 567',
  '+385': '92 123 4567',
  '+381': '60 1234567',
  '+998': '91 234 56 78',
  '+964': '791 234 5678',
  '+965': '500 12345',
  '+961': '71 123 456',
  '+962': '7 9012 3456',
  '+20': '10 01234567',
  '+86': '131 2345 6789',
  '+81': '90 1234 5678',
  '+82': '10 2000 0000',
  '+91': '81234 56789',
  '+61': '412 345 678',
};

/** The placeholder for a dialling code ('+48' → '512 345 678'); '' for a code no form offers. */
export function phonePlaceholder(countryCode: string | null | undefined): string {
  const code = (countryCode ?? '').trim();
  return Object.hasOwn(PHONE_PLACEHOLDERS, code) ? PHONE_PLACEHOLDERS[code]! : '';
}
