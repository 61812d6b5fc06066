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
      const all = new Set([...langs.values()].flatMap((s) => [...s]));
      for (const lng of LANGUAGES) {
        const missing = [...all].filter((k) => !langs.get(lng)?.has(k));
        expect(missing, `${lng}/${ns}.json misses`).toEqual([]);
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
