import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './contact-mask.js';

describe('maskEmail', () => {
  it('keeps the first letter of the address and of the domain, and the top-level domain', () => {
    expect(maskEmail('ayse.yilmaz@example.com')).toBe('a***@e***.com');
    expect(maskEmail('p@mail.co.uk')).toBe('p***@m***.uk');
  });
  it('hides text that is no address at all', () => {
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});

describe('maskPhone', () => {
  it('keeps only the last two digits, and the spacing', () => {
    expect(maskPhone('+90 532 123 45 67')).toBe('+** *** *** ** 67');
    expect(maskPhone('05321234567')).toBe('*********67');
  });
});
