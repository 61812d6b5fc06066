import { describe, expect, it } from 'vitest';
import { listStartingPointSuggestions, pointLabel, rankPointSuggestions, type RoutePoint } from './point-names.js';

const AYT: RoutePoint = {
  name: 'Antalya Havalimanı (AYT)',
  names: { en: 'Antalya Airport (AYT)', de: 'Flughafen Antalya (AYT)', ru: 'Аэропорт Анталья (AYT)', pl: 'Lotnisko Antalya (AYT)' },
};
const SIDE: RoutePoint = { name: 'Side', names: { ru: 'Сиде' } };
const KAS: RoutePoint = { name: 'Kaş', names: {} };
const CITY: RoutePoint = { name: 'Antalya Şehir Merkezi', names: { en: 'Antalya City Centre', de: 'Antalya Stadtzentrum' } };
const POINTS = [AYT, SIDE, KAS, CITY];

const values = (typed: string, lang: Parameters<typeof rankPointSuggestions>[2]) =>
  rankPointSuggestions(POINTS, typed, lang).map((s) => s.value);

describe('rankPointSuggestions', () => {
  it('finds the airport by its name in every language', () => {
    for (const typed of ['Antalya Airport', 'Flughafen Antalya', 'Аэропорт Анталья', 'Lotnisko Antalya', 'Аэропорт', 'Airport', 'Flughafen']) {
      expect(values(typed, 'tr')).toContain('Antalya Havalimanı (AYT)');
    }
  });

  it('matches case-insensitively in the name’s own language', () => {
    expect(values('АЭРОПОРТ', 'ru')).toEqual(['Antalya Havalimanı (AYT)']);
    expect(values('FLUGHAFEN', 'de')).toEqual(['Antalya Havalimanı (AYT)']);
    // English 'I' lower-cases to 'i', not the Turkish dotless 'ı'
    expect(values('CITY', 'en')).toEqual(['Antalya Şehir Merkezi']);
    expect(values('СИДЕ', 'ru')).toEqual(['Side']);
  });

  it('keeps the rules: start, after a space, or equal; never inside a word', () => {
    expect(values('port', 'en')).toEqual([]);
    expect(values('опорт', 'ru')).toEqual([]);
    expect(values('Stadtzentrum', 'de')).toEqual(['Antalya Şehir Merkezi']);
  });

  it('shows the visitor’s language and keeps the canonical name as the value', () => {
    expect(rankPointSuggestions(POINTS, 'Аэропорт', 'ru')).toEqual([
      { value: 'Antalya Havalimanı (AYT)', label: 'Аэропорт Анталья (AYT)' },
    ]);
    // a language without its own name shows the canonical one
    expect(rankPointSuggestions(POINTS, 'kas', 'ru')).toEqual([{ value: 'Kaş', label: 'Kaş' }]);
    expect(rankPointSuggestions(POINTS, 'airport', 'tr')).toEqual([
      { value: 'Antalya Havalimanı (AYT)', label: 'Antalya Havalimanı (AYT)' },
    ]);
  });

  it('orders exact, then prefix, then word matches, alphabetically in the visitor’s language', () => {
    expect(rankPointSuggestions(POINTS, 'antalya', 'en').map((s) => s.label)).toEqual([
      'Antalya Airport (AYT)',
      'Antalya City Centre',
    ]);
    // 'Side' equals the text: first, before the prefix match 'Сиде…' would sort
    expect(rankPointSuggestions([...POINTS, { name: 'Side Manavgat', names: {} }], 'side', 'ru').map((s) => s.label)).toEqual([
      'Сиде',
      'Side Manavgat',
    ]);
  });

  it('gives nothing for blank text and honours the limit', () => {
    expect(rankPointSuggestions(POINTS, '  ', 'en')).toEqual([]);
    expect(rankPointSuggestions(POINTS, 'a', 'en', 1)).toHaveLength(1);
  });
});

describe('listStartingPointSuggestions', () => {
  it('lists each place once, in the visitor’s language and its alphabetical order', () => {
    const list = listStartingPointSuggestions([...POINTS, { name: ' Side  ', names: {} }], 'ru');
    expect(list.map((s) => s.label)).toEqual(['Аэропорт Анталья (AYT)', 'Сиде', 'Antalya Şehir Merkezi', 'Kaş']);
    expect(list.find((s) => s.label === 'Сиде')?.value).toBe('Side');
  });
});

describe('pointLabel', () => {
  it('falls back to the canonical name for Turkish and for a blank name', () => {
    expect(pointLabel(AYT, 'tr')).toBe('Antalya Havalimanı (AYT)');
    expect(pointLabel({ name: 'Kemer', names: { en: ' ' } }, 'en')).toBe('Kemer');
  });
});
