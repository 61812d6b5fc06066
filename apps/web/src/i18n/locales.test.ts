import { LANGUAGES } from '@riviera/domain';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? flatten(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** `seatsLeft_few` → `seatsLeft`; other keys as they are. */
const singular = (key: string) => key.replace(PLURAL, '');
/** The keys of a language that are written as plural forms, by their base. */
const pluralBases = (keys: Set<string>) => new Set([...keys].filter((k) => PLURAL.test(k)).map(singular));

const byNamespace = new Map<string, Map<string, Set<string>>>();
for (const [path, content] of Object.entries(files)) {
  const [, lng, ns] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!lng || !ns) continue;
  const langs = byNamespace.get(ns) ?? new Map<string, Set<string>>();
  langs.set(lng, new Set(flatten(content)));
  byNamespace.set(ns, langs);
}

describe('every visitor language is whole', () => {
  it('has the common namespace', () => {
    expect(byNamespace.has('common')).toBe(true);
  });

  for (const [ns, langs] of byNamespace) {
    it(`namespace "${ns}" exists in all five languages with the same keys`, () => {
      expect([...langs.keys()].sort()).toEqual([...LANGUAGES].sort());
      // A plural text is one key whose forms differ by language (i18next's `_one`, `_few`, …): Russian
      // and Polish need 'few' and 'many' where English has only 'one' and 'other'.
      const all = new Set([...langs.values()].flatMap((s) => [...s].map(singular)));
      for (const lng of LANGUAGES) {
        const keys = langs.get(lng) ?? new Set<string>();
        const missing = [...all].filter((k) => !keys.has(k) && !pluralBases(keys).has(k));
        expect(missing, `${lng}/${ns}.json misses`).toEqual([]);
      }
    });

    it(`namespace "${ns}" has every plural form each language needs`, () => {
      for (const lng of LANGUAGES) {
        const keys = langs.get(lng) ?? new Set<string>();
        const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
        for (const base of pluralBases(keys)) {
          const missing = needed.filter((c) => !keys.has(`${base}_${c}`));
          expect(missing, `${lng}/${ns}.json ${base}`).toEqual([]);
        }
      }
    });

    it(`namespace "${ns}" has no empty texts`, () => {
      for (const [lng] of langs) {
        const content = files[`./locales/${lng}/${ns}.json`]!;
        const empty = flatten(content).filter((k) => {
          const v = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], content);
          return typeof v === 'string' && v.trim() === '';
        });
        expect(empty, `${lng}/${ns}.json`).toEqual([]);
      }
    });
  }
});
