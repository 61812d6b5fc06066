import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, isSlug, slugFitsBase, slugify, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it('transliterates Turkish letters', () => {
    expect(slugify('Gece Şovu')).toBe('gece-sovu');
    expect(slugify('Düden Şelaleleri')).toBe('duden-selaleleri');
    expect(slugify('İstanbul')).toBe('istanbul');
    expect(slugify('Alanya Şehir Turu')).toBe('alanya-sehir-turu');
    expect(slugify('IĞDIR ÇÖLÜ Kâhya')).toBe('igdir-colu-kahya');
    expect(slugify('ılık ğ')).toBe('ilik-g');
  });
  it('handles Polish, German and Cyrillic titles', () => {
    expect(slugify('Wycieczka łodzią: Żółć')).toBe('wycieczka-lodzia-zolc');
    expect(slugify('Straße über Köln')).toBe('strasse-uber-koln');
    expect(slugify('Морская прогулка')).toBe('morskaya-progulka');
  });
  it('joins words with single hyphens and trims them at both ends', () => {
    expect(slugify('  --Tekne   Turu!! (Kemer) -- ')).toBe('tekne-turu-kemer');
    expect(slugify('</script><b>Side</b>')).toBe('script-b-side-b');
    expect(slugify('★★★')).toBe('');
  });
  it('caps the length at a word boundary', () => {
    const long = slugify('Pamukkale '.repeat(20));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith('-')).toBe(false);
    expect(long.split('-').every((w) => w === 'pamukkale')).toBe(true);
    expect(slugify('a'.repeat(200))).toHaveLength(SLUG_MAX_LENGTH);
  });
});

describe('uniqueSlug', () => {
  it('numbers a clash from 2 and falls back for an empty base', () => {
    const taken = new Set(['gece-sovu', 'gece-sovu-2']);
    expect(uniqueSlug('gece-sovu', (s) => taken.has(s))).toBe('gece-sovu-3');
    expect(uniqueSlug('side', (s) => taken.has(s))).toBe('side');
    expect(uniqueSlug('', () => false)).toBe('tur');
  });
});

describe('slugFitsBase and isSlug', () => {
  it('accepts the base and its numbered forms only', () => {
    expect(slugFitsBase('gece-sovu', 'gece-sovu')).toBe(true);
    expect(slugFitsBase('gece-sovu-3', 'gece-sovu')).toBe(true);
    expect(slugFitsBase('gece-sovu-extra', 'gece-sovu')).toBe(false);
    expect(slugFitsBase('gece', 'gece-sovu')).toBe(false);
  });
  it('tells a slug from other text', () => {
    expect(isSlug('gece-sovu-2')).toBe(true);
    expect(isSlug('Gece')).toBe(false);
    expect(isSlug('-a')).toBe(false);
    expect(isSlug('')).toBe(false);
  });
});
