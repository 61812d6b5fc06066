import { describe, expect, it } from 'vitest';
import { foldForSearch, searchMatches } from './search-fold.js';

describe('admin search folding', () => {
  it('matches with the plain case rules: SIDE finds Side, ISPARTA finds Isparta', () => {
    expect(searchMatches('Side', 'SIDE')).toBe(true);
    expect(searchMatches('Antalya Havalimanı → Side', 'side')).toBe(true);
    expect(searchMatches('Isparta', 'ISPARTA')).toBe(true);
  });

  it('matches with the Turkish rules: Şovu, şovu and ŞOVU find Gece Şovu; İSTANBUL finds İstanbul', () => {
    for (const term of ['Şovu', 'şovu', 'ŞOVU', 'şelale', 'ALANYA ŞEHİR']) {
      expect(searchMatches('Gece Şovu Şelaleleri Alanya Şehir Turu', term), term).toBe(true);
    }
    expect(searchMatches('İstanbul', 'istanbul')).toBe(true);
    expect(searchMatches('Kızılağaç', 'KIZILAĞAÇ')).toBe(true);
  });

  it('still tells different words apart', () => {
    expect(searchMatches('Side', 'sode')).toBe(false);
    expect(foldForSearch('Çamyuva')).toBe('çamyuva');
  });
});
