import { describe, expect, it } from 'vitest';
import { compactTranslations, completeLanguages, localize, parseTranslations, translationsInput } from './translations.js';

const tour = { title: 'Tekne Turu', description: 'Koylar', features: ['Öğle yemeği'], price: 40 };

describe('localize', () => {
  it('takes each field from the language when it has a value there, else from Turkish', () => {
    const t = { en: { title: 'Boat Trip', description: '  ', features: [] as string[] } };
    expect(localize(tour, t, 'en', 'tour')).toEqual({ title: 'Boat Trip', description: 'Koylar', features: ['Öğle yemeği'], price: 40 });
    expect(localize(tour, t, 'de', 'tour')).toBe(tour);
    expect(localize(tour, t, 'tr', 'tour')).toBe(tour);
  });
  it('translates lists as whole lists and ignores fields that are not translatable', () => {
    const t = { ru: { features: ['Обед'], price: '1' as unknown as string } };
    expect(localize(tour, t, 'ru', 'tour')).toEqual({ ...tour, features: ['Обед'] });
  });
});

describe('translationsInput', () => {
  const schema = translationsInput('tour');
  it('accepts known languages and fields, as an object or JSON text', () => {
    expect(schema.parse({ en: { title: ' Boat ' } })).toEqual({ en: { title: 'Boat' } });
    expect(schema.parse('{"de":{"features":["A","A",""]}}')).toEqual({ de: { features: ['A'] } });
    expect(schema.parse('')).toEqual({});
  });
  it('refuses an unknown language, an unknown field and Turkish (which is the record itself)', () => {
    expect(schema.safeParse({ fr: { title: 'x' } }).error?.issues[0]?.message).toBe('validation.translation_language_unknown');
    expect(schema.safeParse({ tr: { title: 'x' } }).success).toBe(false);
    expect(schema.safeParse({ en: { price: 'x' } }).error?.issues[0]?.message).toBe('validation.translations_invalid');
    expect(schema.safeParse('{broken').success).toBe(false);
  });
});

describe('completeLanguages and storage', () => {
  it('counts Turkish and each language where every filled Turkish field is translated', () => {
    const t = { en: { title: 'a', description: 'b', features: ['c'] }, de: { title: 'a' } };
    expect(completeLanguages(tour, t, 'tour')).toEqual(['tr', 'en']);
  });
  it('stores only what has content and reads damaged JSON as no translations', () => {
    expect(compactTranslations({ en: { title: '', features: [] }, de: { title: 'Boot' } })).toEqual({ de: { title: 'Boot' } });
    expect(parseTranslations('not json')).toEqual({});
    expect(parseTranslations('{"en":{"title":"x"},"xx":{}}')).toEqual({ en: { title: 'x' } });
  });
});
