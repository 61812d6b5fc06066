import { describe, it, expect } from 'vitest';
import {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_LIMIT,
  STARTING_POINTS_LIMIT,
  compareTurkish,
  listStartingPoints,
  locationMatches,
  normalizeLocationKey,
  rankSuggestions,
  turkishLower,
} from './locations.js';

describe('constants', () => {
  it('carries the spec limits', () => {
    expect(AUTOCOMPLETE_LIMIT).toBe(8);
    expect(STARTING_POINTS_LIMIT).toBe(15);
    expect(AUTOCOMPLETE_DELAY_MS).toBe(300);
  });
});

describe('Turkish text helpers', () => {
  it('lower-cases dotted and dotless I the Turkish way', () => {
    expect(turkishLower('İSTANBUL')).toBe('istanbul');
    expect(turkishLower('ISPARTA')).toBe('ısparta');
    expect(turkishLower('ANTALYA HAVALİMANI')).toBe('antalya havalimanı');
  });

  it('sorts in Turkish alphabetical order', () => {
    const sorted = ['Side', 'Çamyuva', 'Şile', 'Cirali', 'Ulupınar', 'Üçağız', 'Işıklar', 'İçmeler'];
    expect([...sorted].sort(compareTurkish)).toEqual([
      'Cirali',
      'Çamyuva',
      'Işıklar',
      'İçmeler',
      'Side',
      'Şile',
      'Ulupınar',
      'Üçağız',
    ]);
  });

  it('normalises route keys for uniqueness', () => {
    expect(normalizeLocationKey('  Antalya   Havalimanı ')).toBe('antalya havalimanı');
    expect(normalizeLocationKey('ANTALYA HAVALİMANI')).toBe(normalizeLocationKey('Antalya Havalimanı'));
    expect(normalizeLocationKey('Kaş')).not.toBe(normalizeLocationKey('Kas'));
  });
});

describe('locationMatches', () => {
  it('matches prefix, word after a space, and equality, case-insensitively', () => {
    expect(locationMatches('Antalya Havalimanı', 'anta')).toBe(true);
    expect(locationMatches('Antalya Havalimanı', 'HAVALİ')).toBe(true);
    expect(locationMatches('Lara', 'lara')).toBe(true);
  });

  it('does not match text inside a word', () => {
    expect(locationMatches('Antalya Havalimanı', 'talya')).toBe(false);
    expect(locationMatches('Belek', 'lek')).toBe(false);
  });

  it('treats hyphens and brackets as word starts', () => {
    expect(locationMatches('Gazipaşa-Alanya Havalimanı', 'alanya')).toBe(true);
    expect(locationMatches('Antalya Havalimanı (AYT)', 'ayt')).toBe(true);
  });

  it('forgives foreign keyboards (dotless i, diacritics)', () => {
    expect(locationMatches('İstanbul', 'ISTANBUL')).toBe(true);
    expect(locationMatches('Kaş', 'kas')).toBe(true);
    expect(locationMatches('Kemer', '  kemer ')).toBe(true);
  });

  it('never matches blank text', () => {
    expect(locationMatches('Side', '')).toBe(false);
    expect(locationMatches('Side', '   ')).toBe(false);
  });
});

describe('rankSuggestions', () => {
  const points = [
    'Side',
    'Kemer',
    'Antalya Havalimanı',
    'Side Manavgat',
    'Kemer Side Yolu',
    'Sidera Otel',
    'Çolaklı Side',
    'side',
    'Belek',
  ];

  it('puts the exact match first, then prefixes, then word matches, each Turkish-sorted', () => {
    expect(rankSuggestions(points, 'side')).toEqual([
      'Side',
      'Side Manavgat',
      'Sidera Otel',
      'Çolaklı Side',
      'Kemer Side Yolu',
    ]);
  });

  it('deduplicates by normalised key keeping the first spelling', () => {
    expect(rankSuggestions(['Lara ', 'LARA', 'lara'], 'la')).toEqual(['Lara']);
  });

  it('returns at most 8 suggestions by default', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Belek Otel ${String(i).padStart(2, '0')}`);
    const got = rankSuggestions(many, 'belek');
    expect(got).toHaveLength(8);
    expect(got[0]).toBe('Belek Otel 00');
    expect(rankSuggestions(many, 'belek', 3)).toHaveLength(3);
  });

  it('gives nothing for blank text', () => {
    expect(rankSuggestions(points, ' ')).toEqual([]);
  });
});

describe('listStartingPoints', () => {
  it('lists at most 15 distinct starting points in Turkish order', () => {
    const from = ['Side', 'Alanya', 'side', 'Çamyuva', 'Belek', 'Şile', 'Ispir', 'İzmir', ' Alanya'];
    expect(listStartingPoints(from)).toEqual([
      'Alanya',
      'Belek',
      'Çamyuva',
      'Ispir',
      'İzmir',
      'Side',
      'Şile',
    ]);
    const many = Array.from({ length: 30 }, (_, i) => `Nokta ${String(i).padStart(2, '0')}`);
    expect(listStartingPoints(many)).toHaveLength(15);
    expect(listStartingPoints(many)[14]).toBe('Nokta 14');
  });
});
