import { completeLanguages, parseTranslations, type TranslatableEntity } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

// The demo shows the five languages: every seeded record is complete in each of them.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const TABLES: [string, TranslatableEntity][] = [
  ['tours', 'tour'],
  ['about_entries', 'about'],
  ['gallery_items', 'gallery'],
  ['heroes', 'hero'],
  ['extra_services', 'extraService'],
  ['vehicle_types', 'vehicleType'],
  ['vehicles', 'vehicle'],
];

describe('demo content', () => {
  it.each(TABLES)('%s: every record is complete in tr, en, de, ru and pl', async (table, entity) => {
    const rows = (await ctx.db.selectFrom(table as 'tours').selectAll().execute()) as unknown as ({ translations: string } & Record<string, unknown>)[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(completeLanguages(row, parseTranslations(row.translations), entity), JSON.stringify(row).slice(0, 80)).toEqual(['tr', 'en', 'de', 'ru', 'pl']);
    }
  });

  it('reads the landing page texts in Russian', async () => {
    const get = async <T>(url: string) => json<{ data: T }>(await ctx.app.inject(url)).data;
    const tours = await get<{ data: { title: string; inclusions: string[] }[] }>('/api/tours?per_page=9999&lang=ru');
    expect(tours.data.map((t) => t.title)).toContain('Пиратская морская прогулка в Кемере');
    expect(tours.data[0]!.inclusions).toContain('Обед');
    const settings = await get<Record<string, string>>('/api/site-settings/public?lang=ru');
    expect(settings.footer_copyright).toBe('© 2026 Riviera Turizm. Все права защищены.');
    expect(settings.site_name).toBe('Riviera Transfer');
    const types = await get<{ key: string; name: string }[]>('/api/vehicle-types?lang=de');
    expect(types.find((t) => t.key === 'luxury')!.name).toBe('Luxus');
  });
});
