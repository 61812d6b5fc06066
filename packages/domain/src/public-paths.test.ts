import { describe, expect, it } from 'vitest';
import { parsePublicPath, publicPageAlternates, publicPagePath, splitLanguage, switchLanguagePath } from './public-paths.js';

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
