import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../test/admin-session.js';
import { pngBytes, textBytes } from '../test/media.js';
import { multipart } from '../test/multipart.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const fileOf = (url: string) => path.join(ctx.config.uploadsDir, url.replace(/^\/uploads\//, ''));

describe('every back-office endpoint', () => {
  it('answers 401 without a session, and with a forged cookie', async () => {
    const routes = ctx.app.deps.adminRoutes;
    expect(routes.length).toBeGreaterThan(40);
    for (const r of routes) {
      // Routes are listed with their full path (the staff-only ticket files live outside /api).
      const url = r.url.replace(/:[a-z_]+/g, '1');
      const anonymous = await ctx.app.inject({ method: r.method as Method, url });
      expect(anonymous.statusCode, `${r.method} ${url}`).toBe(401);
      const forged = await ctx.app.inject({ method: r.method as Method, url, headers: { cookie: 'riviera_session=forged-token' } });
      expect(forged.statusCode, `${r.method} ${url} (forged)`).toBe(401);
    }
  });
});

describe('about', () => {
  interface About {
    id: number;
    title: string;
    description: string;
    main_description: string | null;
    quote: string | null;
    features: string[];
    is_active: boolean;
  }

  it('stores sanitised HTML, drops blank features and blank optional texts', async () => {
    const form = multipart({
      title: 'Biz Kimiz',
      description:
        '<p onclick="steal()">Antalya <strong>transfer</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://tursab.org.tr" target="_blank">TÜRSAB</a><img src=x onerror=alert(1)><h2>Hizmetler</h2>',
      main_description: '   ',
      sub_description: 'Alt açıklama',
      quote: '',
      is_active: '1',
      features: ['7/24 hizmet', '', '  ', 'Sabit fiyat'],
    });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/about', headers: { cookie, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Hakkımızda bilgisi başarıyla oluşturuldu');
    const about = json<{ data: About }>(res).data;
    expect(about.description).toBe(
      '<p>Antalya <strong>transfer</strong></p><a>x</a><a href="https://tursab.org.tr" target="_blank" rel="noopener noreferrer">TÜRSAB</a><h2>Hizmetler</h2>',
    );
    expect(about.features).toEqual(['7/24 hizmet', 'Sabit fiyat']);
    expect(about.main_description).toBeNull();
    expect(about.quote).toBeNull();
    const pub = json<{ data: About }>(await ctx.app.inject('/api/about/active')).data;
    expect(pub.id).toBe(about.id);
  });

  it('needs a title and a description that still says something after sanitising', async () => {
    const res = await send('POST', '/api/about', { title: '', description: '<script>x</script>' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({ title: ['Başlık zorunludur'] });
    const onlyTags = await send('POST', '/api/about', { title: 'T', description: '<p> </p><script>x</script>' });
    expect(onlyTags.statusCode).toBe(422);
    expect(json(onlyTags).errors).toMatchObject({ description: ['Açıklama zorunludur'] });
  });

  it('edits with _method=PUT, lists all (inactive too) and deletes', async () => {
    const created = json<{ data: About }>(await send('POST', '/api/about', { title: 'Eski', description: '<p>Metin</p>', features: ['a'] })).data;
    const form = multipart({ _method: 'PUT', title: 'Yeni', is_active: '0', features: [''] });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/about/${created.id}`, headers: { cookie, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Hakkımızda bilgisi başarıyla güncellendi');
    expect(json<{ data: About }>(res).data).toMatchObject({ title: 'Yeni', is_active: false, features: [], description: '<p>Metin</p>' });
    const all = json<{ data: About[] }>(await send('GET', '/api/about')).data;
    expect(all.find((a) => a.id === created.id)?.is_active).toBe(false);
    const del = await send('DELETE', `/api/about/${created.id}`);
    expect(json(del).message).toBe('Hakkımızda bilgisi başarıyla silindi');
    expect((await send('DELETE', `/api/about/${created.id}`)).statusCode).toBe(404);
  });
});

describe('site settings', () => {
  interface Setting {
    id: number;
    key: string;
    value: string;
    type: string;
    group: string;
    description: string;
    is_active: boolean;
  }
  const publicSettings = async () => json<{ data: Record<string, string> }>(await ctx.app.inject('/api/site-settings/public')).data;

  it('adds a setting that the public site reads at once, then edits and deletes it', async () => {
    const res = await send('POST', '/api/site-settings', { key: 'footer_phone', value: '+90 242 555 12 34', type: 'text', group: 'footer', description: 'Altbilgi telefonu', is_active: true });
    expect(res.statusCode).toBe(201);
    const s = json<{ data: Setting }>(res).data;
    expect((await publicSettings()).footer_phone).toBe('+90 242 555 12 34');
    const upd = await send('PUT', `/api/site-settings/${s.id}`, { ...s, value: '+90 242 555 99 99' });
    expect(upd.statusCode).toBe(200);
    expect((await publicSettings()).footer_phone).toBe('+90 242 555 99 99');
    const off = await send('PUT', `/api/site-settings/${s.id}`, { is_active: false });
    expect(json<{ data: Setting }>(off).data.is_active).toBe(false);
    expect((await publicSettings()).footer_phone).toBeUndefined();
    expect((await send('DELETE', `/api/site-settings/${s.id}`)).statusCode).toBe(200);
    const all = json<{ data: Setting[] }>(await send('GET', '/api/site-settings')).data;
    expect(all.some((x) => x.key === 'footer_phone')).toBe(false);
  });

  it('refuses a JSON setting that is not JSON, a boolean that is not true/false, a bad type or group', async () => {
    const notJson = await send('POST', '/api/site-settings', { key: 'menu_links', value: '{"a": 1,', type: 'json', group: 'general', description: 'Menü' });
    expect(notJson.statusCode).toBe(422);
    expect(json(notJson).errors).toMatchObject({ value: ['Değer geçerli bir JSON olmalıdır'] });
    const okJson = await send('POST', '/api/site-settings', { key: 'menu_links', value: '[{"label":"Turlar"}]', type: 'json', group: 'general', description: 'Menü' });
    expect(okJson.statusCode).toBe(201);
    const id = json<{ data: Setting }>(okJson).data.id;
    const breakIt = await send('PUT', `/api/site-settings/${id}`, { value: 'not json' });
    expect(breakIt.statusCode).toBe(422);
    const bool = await send('POST', '/api/site-settings', { key: 'show_banner', value: 'yes', type: 'boolean', group: 'appearance', description: 'Afiş' });
    expect(json(bool).errors).toMatchObject({ value: ["Değer 'true' veya 'false' olmalıdır"] });
    const bad = await send('POST', '/api/site-settings', { key: 'Bad Key', value: '', type: 'html', group: 'misc', description: '' });
    expect(json(bad).errors).toMatchObject({
      key: ['Anahtar yalnızca küçük harf, rakam, tire (-), alt çizgi (_) ve nokta içerebilir'],
      type: ['Geçersiz ayar tipi (text, image, boolean, json)'],
      group: ['Geçersiz ayar grubu'],
      description: ['Açıklama zorunludur'],
    });
  });

  it('refuses a second setting with the same key (409)', async () => {
    const body = { key: 'dup_key', value: 'x', type: 'text', group: 'general', description: 'd' };
    expect((await send('POST', '/api/site-settings', body)).statusCode).toBe(201);
    const again = await send('POST', '/api/site-settings', body);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Bu anahtarla bir ayar zaten var');
  });

  it('uploads an image setting, replacing (and removing) the previous file', async () => {
    const upload = async (data: Buffer) => {
      const form = multipart({ key: 'footer_logo', group: 'branding' }, { image: { filename: 'logo.png', contentType: 'image/png', data } });
      return ctx.app.inject({ method: 'POST', url: '/api/site-settings/upload-image', headers: { cookie, ...form.headers }, payload: form.payload });
    };
    const first = await upload(await pngBytes());
    expect(first.statusCode).toBe(200);
    const s1 = json<{ data: Setting }>(first).data;
    expect(s1).toMatchObject({ key: 'footer_logo', type: 'image', group: 'branding' });
    expect(s1.value).toMatch(/^\/uploads\/settings\/.+\.webp$/);
    const s2 = json<{ data: Setting }>(await upload(await pngBytes(80, 80))).data;
    expect(s2.id).toBe(s1.id);
    expect(fs.existsSync(fileOf(s1.value))).toBe(false);
    expect(fs.existsSync(fileOf(s2.value))).toBe(true);
    expect((await publicSettings()).footer_logo).toBe(s2.value);
    const fake = await upload(textBytes());
    expect(fake.statusCode).toBe(422);
    expect(fs.existsSync(fileOf(s2.value))).toBe(true);
  });

  it('keeps a file that another setting still shows when one setting gets a new image (issue 28)', async () => {
    const upload = async (key: string) => {
      const form = multipart({ key, group: 'branding' }, { image: { filename: 'logo.png', contentType: 'image/png', data: await pngBytes(64, 64) } });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/site-settings/upload-image', headers: { cookie, ...form.headers }, payload: form.payload });
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: Setting }>(res).data;
    };
    const navbar = await upload('navbar_logo');
    // the footer is given the same file, as an operator does by pasting the navbar logo's path
    const footer = (json<{ data: Setting[] }>(await send('GET', '/api/site-settings')).data).find((x) => x.key === 'footer_logo')!;
    const { id: _id, ...footerForm } = footer;
    const shared = await send('PUT', `/api/site-settings/${footer.id}`, { ...footerForm, value: navbar.value, type: 'image' });
    expect(shared.statusCode, shared.body).toBe(200);
    const replaced = await upload('navbar_logo');
    expect(replaced.value).not.toBe(navbar.value);
    expect(fs.existsSync(fileOf(navbar.value))).toBe(true);
    expect((await ctx.app.inject(navbar.value)).statusCode).toBe(200);
    // once no setting shows it any more, the file goes
    await upload('footer_logo');
    expect(fs.existsSync(fileOf(navbar.value))).toBe(false);
  });
});

describe('vehicle types and vehicles', () => {
  interface VType {
    id: number;
    key: string;
    name: string;
    is_active: boolean;
    sort_order: number;
  }
  interface Vehicle {
    id: number;
    name: string;
    capacity: number;
    features: string[];
    image_url: string | null;
    is_active: boolean;
    vehicle_type: { id: number; key: string };
  }

  it('manages types: unique slug key, sort ≥ 1, inactive ones listed for admins only, in-use types kept', async () => {
    const res = await send('POST', '/api/vehicle-types', { name: 'Midibüs', key: 'Midibus', description: '14-20 kişi', is_active: false, sort_order: 9 });
    expect(res.statusCode).toBe(201);
    const t = json<{ data: VType }>(res).data;
    expect(t).toMatchObject({ key: 'midibus', is_active: false });
    expect(json<{ data: VType[] }>(await ctx.app.inject('/api/vehicle-types')).data.some((x) => x.id === t.id)).toBe(false);
    expect(json<{ data: VType[] }>(await send('GET', '/api/admin/vehicle-types')).data.some((x) => x.id === t.id)).toBe(true);
    const dup = await send('POST', '/api/vehicle-types', { name: 'X', key: 'midibus', sort_order: 1 });
    expect(dup.statusCode).toBe(409);
    const bad = await send('POST', '/api/vehicle-types', { name: '', key: 'a b', sort_order: 0 });
    expect(json(bad).errors).toMatchObject({ name: ['Ad alanı zorunludur'], key: [expect.stringContaining('Anahtar')], sort_order: ['Sıra numarası en az 1 olmalıdır'] });

    const sedan = json<{ data: VType[] }>(await send('GET', '/api/admin/vehicle-types')).data.find((x) => x.key === 'sedan')!;
    const inUse = await send('DELETE', `/api/vehicle-types/${sedan.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(json(inUse).message).toBe('Bu araç tipi araçlarda veya rota fiyatlarında kullanıldığı için silinemez');
    expect((await send('DELETE', `/api/vehicle-types/${t.id}`)).statusCode).toBe(200);
  });

  it('renaming a type key carries its route prices along', async () => {
    const t = json<{ data: VType }>(await send('POST', '/api/vehicle-types', { name: 'Lüks', key: 'lux', sort_order: 5 })).data;
    const route = json<{ data: { route: { id: number } } }>(
      await send('POST', '/api/routes', { from_location: 'Belek Otelleri', to_location: 'Lara Plajı', vehicle_prices: [{ vehicle_type: 'lux', price_euro: 70 }] }),
    ).data.route;
    expect((await send('PUT', `/api/vehicle-types/${t.id}`, { key: 'luxury-plus' })).statusCode).toBe(200);
    const prices = await ctx.db.selectFrom('route_prices').selectAll().where('route_id', '=', route.id).execute();
    expect(prices.map((p) => p.vehicle_type_key)).toEqual(['luxury-plus']);
  });

  it('creates a vehicle from the multipart form (features JSON text, image), edits and deletes it', async () => {
    const types = json<{ data: VType[] }>(await send('GET', '/api/admin/vehicle-types')).data;
    const form = multipart(
      { name: 'Mercedes Sprinter', vehicle_type_id: String(types[0]!.id), capacity: '14', is_active: '1', features: '["Klima", "", "Wi-Fi"]' },
      { image: { filename: 'van.png', contentType: 'image/png', data: await pngBytes(1600, 1000) } },
    );
    const res = await ctx.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    const v = json<{ data: Vehicle }>(res).data;
    expect(v).toMatchObject({ name: 'Mercedes Sprinter', capacity: 14, features: ['Klima', 'Wi-Fi'] });
    expect(v.image_url).toMatch(/^\/uploads\/vehicles\/.+\.webp$/);

    const off = multipart({ _method: 'PUT', is_active: '0', capacity: '12' }, { image: { filename: 'b.png', contentType: 'image/png', data: await pngBytes() } });
    const upd = await ctx.app.inject({ method: 'POST', url: `/api/vehicles/${v.id}`, headers: { cookie, ...off.headers }, payload: off.payload });
    expect(json<{ data: Vehicle }>(upd).data).toMatchObject({ is_active: false, capacity: 12 });
    expect(fs.existsSync(fileOf(v.image_url!))).toBe(false);
    expect(json<{ data: Vehicle[] }>(await ctx.app.inject('/api/vehicles')).data.some((x) => x.id === v.id)).toBe(false);
    expect(json<{ data: Vehicle[] }>(await send('GET', '/api/admin/vehicles')).data.some((x) => x.id === v.id)).toBe(true);
    expect((await send('DELETE', `/api/vehicles/${v.id}`)).statusCode).toBe(200);
  });

  it("refuses a missing type ('Lütfen bir araç tipi seçin') and a capacity outside 1-50", async () => {
    const res = await send('POST', '/api/vehicles', { name: 'X', vehicle_type_id: '', capacity: 51 });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({ vehicle_type_id: ['Lütfen bir araç tipi seçin'], capacity: ['Kapasite 1 ile 50 arasında olmalıdır'] });
    const unknown = await send('POST', '/api/vehicles', { name: 'X', vehicle_type_id: 99999, capacity: 4 });
    expect(json(unknown).errors).toMatchObject({ vehicle_type_id: ['Lütfen bir araç tipi seçin'] });
    const zero = await send('POST', '/api/vehicles', { name: 'X', vehicle_type_id: 1, capacity: 0, features: '{"not":"a list"}' });
    expect(json(zero).errors).toMatchObject({ capacity: ['Kapasite 1 ile 50 arasında olmalıdır'], features: ['Özellikler bir metin listesi olmalıdır'] });
  });
});

describe('extra services', () => {
  interface Extra {
    id: number;
    name: string;
    price_euro: number;
    is_active: boolean;
  }
  it('creates (price 0 allowed), edits, hides inactive ones from the public list and deletes', async () => {
    const res = await send('POST', '/api/extra-services', { name: 'Karşılama tabelası', description: 'İsminizle', price_euro: 0, icon: '🪧', is_active: true });
    expect(res.statusCode).toBe(201);
    const e = json<{ data: Extra }>(res).data;
    expect(e.price_euro).toBe(0);
    const pub = async () => json<{ data: Extra[] }>(await ctx.app.inject('/api/extra-services')).data.map((x) => x.id);
    expect(await pub()).toContain(e.id);
    const upd = await send('PUT', `/api/extra-services/${e.id}`, { price_euro: '7.5', is_active: false });
    expect(json<{ data: Extra }>(upd).data).toMatchObject({ price_euro: 7.5, is_active: false, name: 'Karşılama tabelası' });
    expect(await pub()).not.toContain(e.id);
    expect(json<{ data: Extra[] }>(await send('GET', '/api/admin/extra-services')).data.map((x) => x.id)).toContain(e.id);
    expect((await send('DELETE', `/api/extra-services/${e.id}`)).statusCode).toBe(200);
    expect((await send('PUT', `/api/extra-services/${e.id}`, { name: 'x' })).statusCode).toBe(404);
  });
  it('needs a name and a price ≥ 0', async () => {
    const res = await send('POST', '/api/extra-services', { name: ' ', price_euro: -1 });
    expect(json(res).errors).toMatchObject({ name: ['Ad alanı zorunludur'], price_euro: ['Fiyat 0 veya daha büyük olmalıdır'] });
  });
  it('answers in the caller language', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/extra-services', headers: { cookie, 'accept-language': 'de' }, payload: { name: '' , price_euro: 1 } });
    expect(json(res).errors).toMatchObject({ name: ['Name ist erforderlich'] });
  });
});
