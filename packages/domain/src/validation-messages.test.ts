import { describe, it, expect } from 'vitest';
import { LANGUAGES } from './i18n/languages.js';
import {
  MESSAGE_KEYS,
  VALIDATION_MESSAGES,
  isMessageKey,
  translateFieldErrors,
  translateMessage,
} from './validation-messages.js';

describe('message catalogue', () => {
  it('has every key, non-empty, in every language and nothing else', () => {
    for (const lang of LANGUAGES) {
      const catalogue = VALIDATION_MESSAGES[lang];
      expect(Object.keys(catalogue).sort()).toEqual([...MESSAGE_KEYS].sort());
      for (const key of MESSAGE_KEYS) expect(catalogue[key].trim()).not.toBe('');
    }
  });

  it('uses dotted lower-case keys without duplicates', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    for (const key of MESSAGE_KEYS) expect(key).toMatch(/^[a-z]+\.[a-z_]+$/);
  });

  it('really translates: foreign texts differ from Turkish', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'tr')) {
      expect(VALIDATION_MESSAGES[lang]['validation.first_name_required']).not.toBe('Ad gereklidir');
    }
  });

  it('quotes the spec Turkish texts verbatim', () => {
    const tr = VALIDATION_MESSAGES.tr;
    expect(tr['validation.first_name_required']).toBe('Ad gereklidir');
    expect(tr['validation.last_name_required']).toBe('Soyad gereklidir');
    expect(tr['validation.email_required']).toBe('E-posta adresi gereklidir');
    expect(tr['validation.email_invalid']).toBe('Geçerli bir e-posta adresi giriniz');
    expect(tr['validation.phone_required']).toBe('Telefon numarası gereklidir');
    expect(tr['validation.phone_invalid']).toBe('Geçerli bir telefon numarası giriniz');
    expect(tr['validation.pnr_required']).toBe('Lütfen PNR kodunuzu girin');
    expect(tr['validation.pnr_invalid']).toBe(
      'PNR kodu sadece büyük harf ve rakam içermelidir (4-10 karakter)',
    );
    expect(tr['validation.booking_id_invalid']).toBe('Geçersiz rezervasyon ID formatı');
    expect(tr['validation.locations_required']).toBe('Lütfen kalkış ve varış noktalarını doldurun.');
    expect(tr['validation.route_not_found']).toBe(
      'Seçilen güzergah için tanımlı bir rota bulunamadı. Lütfen farklı bir güzergah seçin.',
    );
    expect(tr['error.too_many_requests']).toBe(
      'Şu anda çok fazla istek yapıldı. Lütfen kısa süre sonra tekrar deneyin.',
    );
    expect(tr['validation.flight_code_required']).toBe('Uçuş kodu gereklidir');
    expect(tr['validation.errors_heading']).toBe('Lütfen aşağıdaki hataları düzeltin:');
    expect(tr['validation.discount_out_of_range']).toBe(
      'Lütfen 0-100 arasında geçerli bir indirim yüzdesi girin.',
    );
    expect(tr['validation.price_positive']).toBe("Fiyat 0'dan büyük olmalıdır");
  });
});

describe('translateMessage', () => {
  it('translates keys into the chosen language, Turkish by default', () => {
    expect(translateMessage('validation.first_name_required')).toBe('Ad gereklidir');
    expect(translateMessage('validation.first_name_required', 'en')).toBe('First name is required');
    expect(translateMessage('validation.phone_invalid', 'de')).toBe(
      'Bitte geben Sie eine gültige Telefonnummer ein',
    );
  });

  it('returns unknown text unchanged', () => {
    expect(translateMessage('Something custom', 'ru')).toBe('Something custom');
    expect(translateMessage('validation.nope', 'pl')).toBe('validation.nope');
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('translates a field error map', () => {
    expect(
      translateFieldErrors({ customer_first_name: ['validation.first_name_required'], x: ['raw'] }, 'pl'),
    ).toEqual({ customer_first_name: ['Imię jest wymagane'], x: ['raw'] });
  });
});
