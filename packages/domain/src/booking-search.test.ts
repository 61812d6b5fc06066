import { describe, expect, it } from 'vitest';
import { bookingSearchTerms } from './booking-search.js';

describe('bookingSearchTerms', () => {
  it('reads a booking number in each of its spellings', () => {
    for (const text of ['ORN000042', 'orn42', '#42', ' 42 ']) expect(bookingSearchTerms(text).bookingId).toBe(42);
    expect(bookingSearchTerms('#0').bookingId).toBeNull();
    expect(bookingSearchTerms('2147483648').bookingId).toBeNull();
  });

  it('reads a PNR, trimmed and upper-cased', () => {
    expect(bookingSearchTerms(' k7m2qx9a ').pnr).toBe('K7M2QX9A');
    expect(bookingSearchTerms('ayşe yılmaz').pnr).toBeNull();
  });

  it('matches an e-mail address exactly and only its local part by words', () => {
    expect(bookingSearchTerms(' Ayse.Yilmaz@Example.com ')).toEqual({
      words: ' Ayse.Yilmaz',
      email: 'Ayse.Yilmaz@Example.com',
      pnr: null,
      bookingId: null,
    });
  });

  it('leaves plain words as words', () => {
    expect(bookingSearchTerms('Ayşe Kemer')).toEqual({ words: 'Ayşe Kemer', email: null, pnr: null, bookingId: null });
  });
});
