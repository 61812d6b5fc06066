import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const ru = createTranslator('ru');
ru.add('ru', 'common', { shell: { loading: 'Загрузка…' }, seats_one: '{{count}} место', seats_few: '{{count}} места', seats_many: '{{count}} мест', seats_other: '{{count}} места' });
ru.add('ru', 'booking', { greeting: 'Здравствуйте, {{name}}!', list: ['a', 'b'] });
ru.add('tr', 'booking', { onlyTurkish: 'Yalnız Türkçe' });

describe('the translator', () => {
  it('reads nested keys in the caller namespace, and another namespace after a colon', () => {
    expect(ru.t('shell.loading')).toBe('Загрузка…');
    expect(ru.forNamespace('booking')('common:shell.loading')).toBe('Загрузка…');
  });

  it('picks the plural form by the language rules (Russian one, few, many)', () => {
    expect(ru.t('seats', { count: 1 })).toBe('1 место');
    expect(ru.t('seats', { count: 3 })).toBe('3 места');
    expect(ru.t('seats', { count: 5 })).toBe('5 мест');
    expect(ru.t('seats', { count: 21 })).toBe('21 место');
  });

  it('fills placeholders; an absent value leaves the placeholder, null empties it', () => {
    const t = ru.forNamespace('booking');
    expect(t('greeting', { name: 'Анна' })).toBe('Здравствуйте, Анна!');
    expect(t('greeting')).toBe('Здравствуйте, {{name}}!');
    expect(t('greeting', { name: null })).toBe('Здравствуйте, !');
  });

  it('returns a list only when asked, and a missing text as its key', () => {
    const t = ru.forNamespace('booking');
    expect(t('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(t('list')).toBe('list');
    expect(t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
  });

  it('falls back to Turkish where Turkish is loaded', () => {
    expect(ru.forNamespace('booking')('onlyTurkish')).toBe('Yalnız Türkçe');
    expect(ru.has('booking')).toBe(true);
    expect(ru.has('manage')).toBe(false);
  });

  it('remembers texts by call without mixing options or namespaces', () => {
    const pl = createTranslator('pl', { remember: 2 });
    pl.add('pl', 'common', { n_one: '{{count}} bilet', n_few: '{{count}} bilety', n_many: '{{count}} biletów', n_other: '{{count}} biletu', a: 'A' });
    pl.add('pl', 'landing', { a: 'B' });
    expect(pl.t('n', { count: 2 })).toBe('2 bilety');
    expect(pl.t('n', { count: 5 })).toBe('5 biletów');
    expect(pl.t('n', { count: 2 })).toBe('2 bilety');
    expect(pl.t('a')).toBe('A');
    expect(pl.forNamespace('landing')('a')).toBe('B');
  });
});
