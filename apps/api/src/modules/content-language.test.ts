import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';
import { airportBookingBody, insertTransferFixture } from '../test/transfer-fixtures.js';

// Decision 014: content answers in the asked language, field by field falling back to Turkish; the
// public read cache is forced on so that one entry per language is proven on both databases.
let ctx: TestContext;
let cookie: string;
// tours are priced in an active currency: the fixture brings EUR
let fx: Awaited<ReturnType<typeof insertTransferFixture>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { PUBLIC_READ_CACHE: 'true' } });
  cookie = await adminCookie(ctx);
  fx = await insertTransferFixture(ctx.db);
});
afterAll(() => ctx.close());

const admin = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const publicGet = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ url: `/api${url}`, headers });
  expect(res.statusCode, url).toBe(200);
  return json<{ data: T }>(res).data;
};

interface Tour {
  id: number;
  title: string;
  description: string;
  features: string[];
  inclusions: string[];
  translations?: Record<string, Record<string, unknown>>;
}
const tourBody = {
  title: 'Tekne Turu',
  description: 'Kemer koylarında tekne turu',
  price: 40,
  duration: 'Tam gün',
  location: 'Kemer',
  features: ['Öğle yemeği'],
  inclusions: ['Otel transferi'],
};
const tourIn = async (id: number, headers: Record<string, string> = {}, query = '') =>
  publicGet<Tour>(`/tours/${id}${query}`, headers);

describe('translatable tours', () => {
  let id: number;

  it('are created with Turkish alone, exactly as before, and read in Turkish in every language', async () => {
    const res = await admin('POST', '/admin/tours', tourBody);
    expect(res.statusCode).toBe(201);
    const created = json<{ data: Tour }>(res).data;
    id = created.id;
    expect(created.translations).toEqual({});
    const en = await tourIn(id, {}, '?lang=en');
    expect(en).toMatchObject({ title: 'Tekne Turu', features: ['Öğle yemeği'] });
    expect(en).not.toHaveProperty('translations');
  });

  it('answer each field in the asked language, and in Turkish where that language is empty', async () => {
    const translations = {
      en: { title: 'Boat Trip', features: ['Lunch'], description: '  ' },
      de: { title: 'Bootstour' },
    };
    const res = await admin('PUT', `/admin/tours/${id}`, { translations });
    expect(res.statusCode).toBe(200);
    // empty values are not stored: an empty field is simply not translated
    expect(json<{ data: Tour }>(res).data.translations).toEqual({ en: { title: 'Boat Trip', features: ['Lunch'] }, de: { title: 'Bootstour' } });

    const en = await tourIn(id, {}, '?lang=en');
    expect(en).toMatchObject({ title: 'Boat Trip', description: 'Kemer koylarında tekne turu', features: ['Lunch'], inclusions: ['Otel transferi'] });
    const de = await tourIn(id, {}, '?lang=de');
    expect(de).toMatchObject({ title: 'Bootstour', features: ['Öğle yemeği'] });
    const pl = await tourIn(id, {}, '?lang=pl');
    expect(pl.title).toBe('Tekne Turu');
  });

  it('take ?lang= over Accept-Language, Accept-Language without it, and Turkish for an unknown lang', async () => {
    expect((await tourIn(id, { 'accept-language': 'de-AT,de;q=0.9' })).title).toBe('Bootstour');
    expect((await tourIn(id, { 'accept-language': 'de' }, '?lang=en')).title).toBe('Boat Trip');
    expect((await tourIn(id, { 'accept-language': 'de' }, '?lang=xx')).title).toBe('Tekne Turu');
    expect((await tourIn(id)).title).toBe('Tekne Turu');
  });

  it("answer a failure in the same language as the content: one resolver for the request's language", async () => {
    const missing = async (query: string, headers: Record<string, string> = {}) =>
      json<{ message: string }>(await ctx.app.inject({ url: `/api/tours/99999999${query}`, headers })).message;
    expect(await missing('?lang=de', { 'accept-language': 'en' })).toBe('Tour nicht gefunden');
    expect(await missing('', { 'accept-language': 'pl' })).toBe('Nie znaleziono wycieczki');
    expect(await missing('?lang=xx', { 'accept-language': 'ru' })).toBe('Tur bulunamadı');
  });

  it('are cached once per language: the list read in EN then DE answers each in its own language', async () => {
    const list = async (lang: string) => (await publicGet<{ data: Tour[] }>(`/tours?per_page=9999&lang=${lang}`)).data.find((t) => t.id === id)!;
    expect((await list('en')).title).toBe('Boat Trip');
    expect((await list('de')).title).toBe('Bootstour');
    expect((await list('en')).title).toBe('Boat Trip');
    expect((await list('tr')).title).toBe('Tekne Turu');
    // and an admin edit empties every language's entry
    expect((await admin('PUT', `/admin/tours/${id}`, { translations: { en: { title: 'Boat Tour' } } })).statusCode).toBe(200);
    expect((await list('en')).title).toBe('Boat Tour');
    expect((await list('de')).title).toBe('Tekne Turu');
  });

  it('keep their translations when an update sends Turkish alone', async () => {
    const res = await admin('PUT', `/admin/tours/${id}`, { title: 'Tekne Turu 2' });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Tour }>(res).data.translations).toEqual({ en: { title: 'Boat Tour' } });
    expect((await tourIn(id, {}, '?lang=en')).title).toBe('Boat Tour');
  });

  it('refuse an unknown language or field with a 422 in Turkish, storing nothing', async () => {
    const unknownLang = await admin('PUT', `/admin/tours/${id}`, { translations: { fr: { title: 'Excursion' } } });
    expect(unknownLang.statusCode).toBe(422);
    expect(json(unknownLang).errors?.translations).toEqual(['Bilinmeyen çeviri dili (en, de, ru, pl kabul edilir)']);
    const unknownField = await admin('PUT', `/admin/tours/${id}`, { translations: { en: { price: '3' } } });
    expect(unknownField.statusCode).toBe(422);
    expect(json(unknownField).errors?.['translations.en']).toEqual([
      'Çeviriler geçersiz: yalnızca bu kaydın çevrilebilir alanları metin olarak gönderilebilir',
    ]);
    const notJson = await admin('PUT', `/admin/tours/${id}`, { translations: '{not json' });
    expect(notJson.statusCode).toBe(422);
    expect((await tourIn(id, {}, '?lang=en')).title).toBe('Boat Tour');
  });
});

describe('other translatable content', () => {
  it('reads extras, heroes, gallery, vehicle types and public text settings in the asked language', async () => {
    const extra = await admin('POST', '/extra-services', {
      name: 'Çocuk koltuğu',
      description: 'Oto koltuğu',
      price_euro: 5,
      translations: { ru: { name: 'Детское кресло' } },
    });
    expect(extra.statusCode).toBe(201);
    const extraId = json<{ data: { id: number } }>(extra).data.id;
    const extras = await publicGet<{ id: number; name: string; description: string }[]>('/extra-services?lang=ru');
    expect(extras.find((e) => e.id === extraId)).toMatchObject({ name: 'Детское кресло', description: 'Oto koltuğu' });

    const setting = await admin('POST', '/site-settings', {
      key: 'footer_description',
      value: 'Antalya transferleri',
      type: 'text',
      group: 'footer',
      description: 'Alt bilgi',
      translations: { en: { value: 'Antalya transfers' } },
    });
    expect(setting.statusCode).toBe(201);
    expect((await publicGet<Record<string, string>>('/site-settings/public?lang=en')).footer_description).toBe('Antalya transfers');
    expect((await publicGet<Record<string, string>>('/site-settings/public?lang=pl')).footer_description).toBe('Antalya transferleri');
    expect((await publicGet<Record<string, string>>('/site-settings/public', { 'accept-language': 'en' })).footer_description).toBe(
      'Antalya transfers',
    );
  });
});

describe('bookings remember the visitor language', () => {
  it('from the language the web app sent, else from the request language', async () => {
    const create = (over: Record<string, unknown>, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: airportBookingBody(fx, over), headers });
    const ru = await create({ language: 'ru' }, { 'accept-language': 'de' });
    expect(ru.statusCode).toBe(201);
    const de = await create({}, { 'accept-language': 'de' });
    const unknown = await create({ language: 'xx' });
    const languageOf = async (res: typeof ru) => {
      const id = json<{ data: { booking_id: number } }>(res).data.booking_id;
      return json<{ data: { language: string } }>(await admin('GET', `/admin/bookings/${id}`)).data.language;
    };
    expect(await languageOf(ru)).toBe('ru');
    expect(await languageOf(de)).toBe('de');
    expect(await languageOf(unknown)).toBe('tr');
  });
});
