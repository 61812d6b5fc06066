import { describe, expect, it } from 'vitest';
import { countOf } from './index.js';

const counts = (lang: string, noun: Parameters<typeof countOf>[1]) =>
  [1, 2, 5, 21, 22].map((n) => countOf(lang, noun, n));

describe('counted nouns in the five languages', () => {
  it('Turkish keeps the noun singular after a number', () => {
    expect(counts('tr', 'child')).toEqual(['1 çocuk', '2 çocuk', '5 çocuk', '21 çocuk', '22 çocuk']);
  });
  it('English: one and other', () => {
    expect(counts('en', 'child')).toEqual([
      '1 child',
      '2 children',
      '5 children',
      '21 children',
      '22 children',
    ]);
    expect(countOf('en', 'luggage_large', 1)).toBe('1 large suitcase');
  });
  it('German: one and other', () => {
    expect(counts('de', 'adult')).toEqual([
      '1 Erwachsener',
      '2 Erwachsene',
      '5 Erwachsene',
      '21 Erwachsene',
      '22 Erwachsene',
    ]);
    expect(countOf('de', 'child', 1)).toBe('1 Kind');
  });
  it('Russian: one (1, 21), few (2, 22), many (5, 11)', () => {
    expect(counts('ru', 'child')).toEqual(['1 ребёнок', '2 ребёнка', '5 детей', '21 ребёнок', '22 ребёнка']);
    expect(counts('ru', 'luggage_large')).toEqual([
      '1 большой чемодан',
      '2 больших чемодана',
      '5 больших чемоданов',
      '21 большой чемодан',
      '22 больших чемодана',
    ]);
    expect(countOf('ru', 'passenger', 11)).toBe('11 пассажиров');
  });
  it('Polish: one (1 only), few (2, 22, not 12), many (5, 21)', () => {
    expect(counts('pl', 'child')).toEqual(['1 dziecko', '2 dzieci', '5 dzieci', '21 dzieci', '22 dzieci']);
    expect(counts('pl', 'luggage_large')).toEqual([
      '1 duża walizka',
      '2 duże walizki',
      '5 dużych walizek',
      '21 dużych walizek',
      '22 duże walizki',
    ]);
    expect(countOf('pl', 'luggage_large', 12)).toBe('12 dużych walizek');
  });
  it('an unknown language reads Turkish', () => {
    expect(countOf('xx', 'adult', 3)).toBe('3 yetişkin');
  });
});
