import { describe, expect, it } from 'vitest';
import { TOUR_PAGE_PATTERNS, parseTourPagePath, tourPageAlternates, tourPagePath, toursListPath } from './public-paths.js';

describe('tour page paths', () => {
  it('names the page in each language', () => {
    expect(tourPagePath('gece-sovu', 'tr')).toBe('/turlar/gece-sovu');
    expect(tourPagePath('gece-sovu', 'en')).toBe('/en/tours/gece-sovu');
    expect(tourPagePath('gece-sovu', 'de')).toBe('/de/touren/gece-sovu');
    expect(tourPagePath('gece-sovu', 'ru')).toBe('/ru/tury/gece-sovu');
    expect(tourPagePath('gece-sovu', 'pl')).toBe('/pl/wycieczki/gece-sovu');
    expect(toursListPath('tr')).toBe('/#tours');
    expect(toursListPath('de')).toBe('/de/#tours');
    expect(TOUR_PAGE_PATTERNS).toEqual(['/turlar/:slug', '/en/tours/:slug', '/de/touren/:slug', '/ru/tury/:slug', '/pl/wycieczki/:slug']);
  });
  it('reads every page it writes back', () => {
    for (const { lang, path } of tourPageAlternates('duden-selaleleri')) {
      expect(parseTourPagePath(path)).toEqual({ lang, slug: 'duden-selaleleri' });
    }
    expect(parseTourPagePath('/en/tours/side/')).toEqual({ lang: 'en', slug: 'side' });
  });
  it('rejects paths that are no tour page', () => {
    expect(parseTourPagePath('/en/turlar/side')).toBeUndefined();
    expect(parseTourPagePath('/tr/turlar/side')).toBeUndefined();
    expect(parseTourPagePath('/tours/side')).toBeUndefined();
    expect(parseTourPagePath('/turlar')).toBeUndefined();
    expect(parseTourPagePath('/turlar/a/b')).toBeUndefined();
    expect(parseTourPagePath('/xx/tours/side')).toBeUndefined();
    expect(parseTourPagePath('/turlar/%E0%A4%A')).toBeUndefined();
  });
});
