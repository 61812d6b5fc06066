import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES_BOOKING } from './contact.js';
import { FORM_COUNTRY_CODES, formCountryCode, formCurrency } from './form-defaults.js';
import {
  PHONE_FLOOR_DIGITS,
  checkPhone,
  formatPhone,
  formatPhoneInput,
  isValidPhone,
  phoneCountryCode,
  examplePhoneNumber,
  phoneToE164,
} from './phone.js';
import { PHONE_PLACEHOLDERS, phonePlaceholder } from './phone-placeholders.js';
import { PHONE_EXAMPLES, PHONE_METADATA, WORLD_CALLING_CODES } from './phone-metadata.js';

describe('phone numbers: each country by its own plan (issue 32 §1)', () => {
  it('accepts a Polish mobile of 9 digits', () => {
    expect(checkPhone('601 234 567', '+48')).toEqual({ ok: true, e164: '+48601234567', countryCode: '+48' });
  });

  it('accepts a Danish mobile of 8 digits', () => {
    expect(checkPhone('20 12 34 56', '+45')).toEqual({ ok: true, e164: '+4520123456', countryCode: '+45' });
  });

  it('accepts a Turkish mobile of 10 digits, with or without the trunk 0', () => {
    expect(phoneToE164('532 123 45 67', '+90')).toBe('+905321234567');
    expect(phoneToE164('0532 123 45 67', '+90')).toBe('+905321234567');
    expect(phoneToE164('(0532) 123-45-67', '+90')).toBe('+905321234567');
  });

  it('refuses a number too short for its country', () => {
    expect(checkPhone('601 234 56', '+48')).toEqual({ ok: false, problem: 'validation.phone_invalid' });
    expect(isValidPhone('20 12 34 5', '+45')).toBe(false);
    expect(isValidPhone('532 123 45 6', '+90')).toBe(false);
    // a German mobile missing a digit: the complete metadata knows the mobile ranges' lengths
    expect(isValidPhone('151 2345678', '+49')).toBe(false);
    expect(isValidPhone('151 23456789', '+49')).toBe(true);
  });

  it('refuses numbers too long or with digits no number of that country starts with', () => {
    expect(isValidPhone('601 234 5678', '+48')).toBe(false);
    expect(isValidPhone('123 456 78 90', '+90')).toBe(false);
  });

  it("falls back to the spec's floor of 10 digits for a code the metadata does not hold", () => {
    expect(PHONE_FLOOR_DIGITS).toBe(10);
    // +355 (Albania) is not offered by the forms, so not in the shipped metadata
    expect(checkPhone('+355 69 123 4567', null)).toEqual({
      ok: true,
      e164: '+355691234567',
      countryCode: '+355',
    });
    expect(isValidPhone('+355 691 23', null)).toBe(false);
    // +999 is nobody's code: sent by an API client with a 10-digit number, the floor decides
    expect(checkPhone('123 456 7890', '+999')).toEqual({
      ok: true,
      e164: '+9991234567890',
      countryCode: '+999',
    });
    expect(isValidPhone('123 456 789', '+999')).toBe(false);
    // E.164 holds 15 digits at most
    expect(isValidPhone('1234 5678 9012 3', '+999')).toBe(false);
    // an unknown code typed in the number is no code at all
    expect(isValidPhone('+999 123 456 7890', null)).toBe(false);
  });

  it('takes a code typed in the number over the chosen one, with + or 00', () => {
    expect(phoneToE164('+49 170 1234567', '+90')).toBe('+491701234567');
    expect(phoneToE164('0048 601 234 567', '+90')).toBe('+48601234567');
    expect(phoneToE164('+7 912 345-67-89', null)).toBe('+79123456789');
  });

  it('drops a trunk prefix where the country does, and keeps Italy’s 0', () => {
    expect(phoneToE164('8 912 345 67 89', '+7')).toBe('+79123456789');
    expect(phoneToE164('07911 123456', '+44')).toBe('+447911123456');
    expect(phoneToE164('06 1234 5678', '+39')).toBe('+390612345678');
    expect(phoneToE164('0170/1234567', '+49')).toBe('+491701234567');
    expect(phoneToE164('06.12.34.56.78', '+33')).toBe('+33612345678');
  });

  it('asks for a dialling code when none is chosen and the number has none', () => {
    expect(checkPhone('601 234 567', '')).toEqual({ ok: false, problem: 'validation.country_code_required' });
    expect(checkPhone('601 234 567', null)).toEqual({
      ok: false,
      problem: 'validation.country_code_required',
    });
    expect(checkPhone('+48 601 234 567', '')).toMatchObject({ ok: true, e164: '+48601234567' });
  });

  it('refuses what is no phone number', () => {
    for (const bad of [
      '',
      '12345',
      '----------',
      '(  )-( )-( )',
      '90+5321234567',
      '+90 532 abc 45 67',
      '601 234 567 ext 12',
      '+',
      '00',
    ]) {
      expect(isValidPhone(bad, '+90'), bad).toBe(false);
    }
  });

  it('uses +90 for a number without a code when no code is given (drivers, API clients)', () => {
    expect(isValidPhone('0532 123 45 67')).toBe(true);
    expect(phoneToE164('532 123 45 67')).toBe('+905321234567');
  });

  it('reads the dialling code of a stored number', () => {
    expect(phoneCountryCode('+48601234567')).toBe('+48');
    expect(phoneCountryCode('+79123456789')).toBe('+7');
    expect(phoneCountryCode('+380441234567')).toBe('+380');
    expect(phoneCountryCode('+355691234567')).toBe('+355');
    expect(phoneCountryCode('5321234567')).toBe('');
  });

  it('accepts its own E.164 output again', () => {
    for (const [number, code] of [
      ['601 234 567', '+48'],
      ['20 12 34 56', '+45'],
      ['+355 69 123 4567', ''],
    ] as const) {
      const e164 = phoneToE164(number, code)!;
      expect(phoneToE164(e164, '+90')).toBe(e164);
    }
  });
});

describe('formatPhone: a stored number as people read it', () => {
  it('writes E.164 in the international format, the code once', () => {
    expect(formatPhone('+48601234567')).toBe('+48 601 234 567');
    expect(formatPhone('+4520123456')).toBe('+45 20 12 34 56');
    expect(formatPhone('+905321234567')).toBe('+90 532 123 45 67');
    expect(formatPhone('+355691234567')).toBe('+355 691234567');
  });

  it('writes rows stored before E.164 with their code once', () => {
    // code and number as typed, the code also in country_code ('+90 +90 532 …' in the old CSV)
    expect(formatPhone('+90 532 123 45 67', '+90')).toBe('+90 532 123 45 67');
    expect(formatPhone('+49 170 1234567', '+49')).toBe('+49 170 1234567');
    // the national number alone, its code in country_code
    expect(formatPhone('5321234567', '+90')).toBe('+90 532 123 45 67');
    expect(formatPhone('0532 123 45 67', '+90')).toBe('+90 532 123 45 67');
    // what does not parse is shown as stored, with its code in front
    expect(formatPhone('532 12', '+90')).toBe('+90 532 12');
    expect(formatPhone('', '+90')).toBe('');
  });

  it('groups the number in the field once it is valid', () => {
    expect(formatPhoneInput('601234567', '+48')).toBe('601 234 567');
    expect(formatPhoneInput('05321234567', '+90')).toBe('532 123 45 67');
    expect(formatPhoneInput('+4520123456', '')).toBe('+45 20 12 34 56');
    expect(formatPhoneInput('60123', '+48')).toBe('60123');
  });

  it("gives each offered code an example of its own country's mobiles", () => {
    expect(phonePlaceholder('+48')).toBe('512 345 678');
    expect(phonePlaceholder('+90')).toBe('501 234 56 78');
    expect(phonePlaceholder('+45')).toBe('34 41 23 45');
    expect(phonePlaceholder('')).toBe('+44 7400 123456');
    for (const { code } of COUNTRY_CODES_BOOKING) expect(phonePlaceholder(code), code).not.toBe('');
    expect(phonePlaceholder('+999')).toBe('');
  });

  it('keeps the written-out placeholders equal to what the metadata gives, for every offered code', () => {
    const offered = ['', ...COUNTRY_CODES_BOOKING.map((c) => c.code)];
    expect(Object.keys(PHONE_PLACEHOLDERS).sort()).toEqual([...offered].sort());
    for (const code of offered) expect(PHONE_PLACEHOLDERS[code], code).toBe(examplePhoneNumber(code));
  });
});

describe('the shipped metadata (scripts/phone-metadata.mjs)', () => {
  const require = createRequire(import.meta.url);
  const max = require('libphonenumber-js/metadata.max.json') as typeof PHONE_METADATA;
  const examples = require('libphonenumber-js/examples.mobile.json') as Record<string, string>;

  it('holds exactly the booking list’s codes, as the installed libphonenumber-js has them', () => {
    const codes = COUNTRY_CODES_BOOKING.map((c) => c.code.slice(1));
    expect(Object.keys(PHONE_METADATA.country_calling_codes).sort()).toEqual([...codes].sort());
    expect(PHONE_METADATA.version).toBe(max.version);
    const regions = codes.flatMap((code) => max.country_calling_codes[code] ?? []);
    for (const code of codes)
      expect(PHONE_METADATA.country_calling_codes[code]).toEqual(max.country_calling_codes[code]);
    expect(Object.keys(PHONE_METADATA.countries).sort()).toEqual([...regions].sort());
    for (const region of regions) {
      expect(PHONE_METADATA.countries[region], `${region}: run node scripts/phone-metadata.mjs`).toEqual(
        max.countries[region],
      );
    }
    expect(WORLD_CALLING_CODES).toEqual(Object.keys(max.country_calling_codes));
    for (const [region, example] of Object.entries(PHONE_EXAMPLES)) expect(example).toBe(examples[region]);
  });
});

describe('form defaults by language (decision 026)', () => {
  it("keeps the spec's +90 in Turkish, the language's country in German, Polish and Russian, none in English", () => {
    expect(formCountryCode('tr')).toBe('+90');
    expect(formCountryCode('de')).toBe('+49');
    expect(formCountryCode('pl')).toBe('+48');
    expect(formCountryCode('ru')).toBe('+7');
    expect(formCountryCode('en')).toBe('');
    expect(formCountryCode('xx')).toBe('+90');
    for (const code of Object.values(FORM_COUNTRY_CODES)) {
      if (code) expect(COUNTRY_CODES_BOOKING.slice(0, 28).map((c) => c.code)).toContain(code);
    }
  });

  it("keeps the spec's TRY on the Turkish tour form; elsewhere the navbar's currency, EUR by default", () => {
    expect(formCurrency('tour', 'tr', 'EUR')).toBe('TRY');
    expect(formCurrency('tour', 'en', 'EUR')).toBe('EUR');
    expect(formCurrency('tour', 'de', null)).toBe('EUR');
    expect(formCurrency('tour', 'pl', 'PLN')).toBe('PLN');
    expect(formCurrency('transfer', 'tr', 'EUR')).toBe('EUR');
    expect(formCurrency('transfer', 'en', undefined)).toBe('EUR');
  });
});
