import { describe, expect, it } from 'vitest';
import {
  INDEXABLE_PAGES,
  LEGAL_PATHS,
  legalPageOf,
  legalPath,
  parsePublicPath,
  publicPageAlternates,
  publicPagePath,
  splitLanguage,
  switchLanguagePath,
} from './public-paths.js';

describe('public page paths', () => {
  it('puts Turkish at the root and every other language under its code', () => {
    expect(publicPagePath('home', 'tr')).toBe('/');
    expect(publicPagePath('home', 'en')).toBe('/en/');
    expect(publicPagePath('booking', 'tr')).toBe('/booking');
    expect(publicPagePath('bookingSearch', 'pl')).toBe('/pl/booking-search');
  });

  it('reads language and page back from a path, with or without a trailing slash', () => {
    expect(parsePublicPath('/')).toEqual({ lang: 'tr', page: 'home' });
    expect(parsePublicPath('/en')).toEqual({ lang: 'en', page: 'home' });
    expect(parsePublicPath('/en/')).toEqual({ lang: 'en', page: 'home' });
    expect(parsePublicPath('/de/booking-success/')).toEqual({ lang: 'de', page: 'bookingSuccess' });
    expect(parsePublicPath('/booking')).toEqual({ lang: 'tr', page: 'booking' });
  });

  it('knows no page at unknown paths, at a second Turkish address or in a language the site lacks', () => {
    expect(parsePublicPath('/nope')).toBeUndefined();
    expect(parsePublicPath('/en/nope')).toBeUndefined();
    expect(parsePublicPath('/tr/')).toBeUndefined();
    expect(parsePublicPath('/fr/')).toBeUndefined();
    expect(parsePublicPath('/admin')).toBeUndefined();
  });

  it('lists the same page in all five languages', () => {
    expect(publicPageAlternates('booking').map((a) => a.path)).toEqual([
      '/booking',
      '/en/booking',
      '/de/booking',
      '/ru/booking',
      '/pl/booking',
    ]);
  });

  it('switches language on the same page, and to the home page from anywhere else', () => {
    expect(switchLanguagePath('/booking-search', 'ru')).toBe('/ru/booking-search');
    expect(switchLanguagePath('/ru/booking-search', 'tr')).toBe('/booking-search');
    expect(switchLanguagePath('/en/nope', 'de')).toBe('/de/');
  });

  it('splits the language prefix off a path', () => {
    expect(splitLanguage('/pl/booking')).toEqual({ lang: 'pl', rest: '/booking' });
    expect(splitLanguage('/admin/tours')).toEqual({ lang: 'tr', rest: '/admin/tours' });
  });
});

describe('legal and tour pages in the one address model', () => {
  it('names the legal pages in each language and reads them back, under their own prefix only', () => {
    expect(publicPagePath('kvkkNotice', 'tr')).toBe('/kvkk-aydinlatma-metni');
    expect(publicPagePath('privacyPolicy', 'en')).toBe('/en/privacy-policy');
    expect(LEGAL_PATHS.kvkk_notice.de).toBe('/de/datenschutzhinweis');
    expect(legalPath('privacy_policy', 'pl')).toBe('/pl/polityka-prywatnosci');
    expect(parsePublicPath('/en/privacy-notice')).toEqual({ lang: 'en', page: 'kvkkNotice' });
    expect(parsePublicPath('/gizlilik-politikasi/')).toEqual({ lang: 'tr', page: 'privacyPolicy' });
    expect(legalPageOf('/ru/politika-konfidencialnosti')).toEqual({ kind: 'privacy_policy', lang: 'ru' });
    expect(parsePublicPath('/en/kvkk-aydinlatma-metni')).toBeUndefined();
    expect(parsePublicPath('/privacy-notice')).toBeUndefined();
    expect(legalPageOf('/en/')).toBeNull();
  });

  it('lists the legal pages among the indexable pages', () => {
    expect(INDEXABLE_PAGES).toEqual(expect.arrayContaining(['kvkkNotice', 'privacyPolicy']));
    expect(INDEXABLE_PAGES).not.toContain('bookingSuccess');
  });

  it('reads a tour page as a location and keeps the page when the language switches', () => {
    expect(parsePublicPath('/en/tours/side')).toEqual({ lang: 'en', page: 'tour', slug: 'side' });
    expect(switchLanguagePath('/en/tours/side', 'de')).toBe('/de/touren/side');
    expect(switchLanguagePath('/en/privacy-notice', 'tr')).toBe('/kvkk-aydinlatma-metni');
    expect(switchLanguagePath('/nope', 'pl')).toBe('/pl/');
  });
});
