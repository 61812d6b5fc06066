import { describe, it, expect } from 'vitest';
import { DEFAULT_LANG, LANGUAGES, isLang, pickLanguage } from './languages.js';

describe('languages', () => {
  it('offers the five spec languages with Turkish as default', () => {
    expect(LANGUAGES).toEqual(['tr', 'en', 'de', 'ru', 'pl']);
    expect(DEFAULT_LANG).toBe('tr');
  });

  it('recognises only supported language codes', () => {
    expect(isLang('ru')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang('TR')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});

describe('pickLanguage', () => {
  it('defaults to Turkish without a usable header', () => {
    expect(pickLanguage(undefined)).toBe('tr');
    expect(pickLanguage('')).toBe('tr');
    expect(pickLanguage('fr-FR,fr;q=0.9,*;q=0.5')).toBe('tr');
  });

  it('maps regional variants to the primary language', () => {
    expect(pickLanguage('de-AT')).toBe('de');
    expect(pickLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(pickLanguage('PL-pl')).toBe('pl');
  });

  it('honours q-values rather than header order', () => {
    expect(pickLanguage('en;q=0.5, ru;q=0.8')).toBe('ru');
    expect(pickLanguage('fr;q=1, de;q=0.3, pl;q=0.7')).toBe('pl');
  });

  it('keeps header order for equal q-values and skips q=0 and junk', () => {
    expect(pickLanguage('ru, en')).toBe('ru');
    expect(pickLanguage('en;q=0, de')).toBe('de');
    expect(pickLanguage('en;q=abc, tr;q=0.1')).toBe('tr');
  });
});
