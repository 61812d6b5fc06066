import fs from 'node:fs';
import path from 'node:path';
import { ALL_VARIANT_WIDTHS, imageVariantUrl, normalizeLocationKey } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { jobsRepository } from '../../modules/operations/jobs.repository.js';
import { assignTourSlug } from '../../modules/tours/tour-slugs.service.js';
import { applyDemoTranslations } from './apply-demo-translations.js';
import { demoContent } from './demo-content.js';
import { seedDemoPointNames } from './demo-point-names.js';
import { seedDemoDepartures } from './demo-departures.js';
import { seedDemoPickups } from './demo-pickups.js';
import { seedDemoBusyDepartures } from './demo-octo.js';
import { TRUST_SETTINGS } from './trust-settings.js';

/** Where the shipped demo media live (outside src, so the build does not need to copy them). */
const SEED_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../seed-media');

/**
 * Copies a shipped media file into the uploads folder, with the smaller copies of an image shipped
 * beside it (made once, so a demo start does not spend seconds making them), and returns its
 * public path. A copy not shipped is made at start-up (files/image-variants.service.ts).
 */
function publish(uploadsDir: string, file: string): string {
  const copies = ALL_VARIANT_WIDTHS.map((w) => imageVariantUrl(file, w)).filter((c) => fs.existsSync(path.join(SEED_MEDIA_DIR, c)));
  for (const name of [file, ...copies]) {
    const target = path.join(uploadsDir, 'demo', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(SEED_MEDIA_DIR, name), target);
  }
  return `/uploads/demo/${file}`;
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('currencies').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** Fills an empty database with the demo operator's content, in one transaction. */
export async function seedDemoContent(db: Kysely<Database>, uploadsDir: string): Promise<void> {
  const c = demoContent;
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  await db.transaction().execute(async (trx) => {
    for (const cur of c.currencies) {
      await trx
        .insertInto('currencies')
        .values({
          code: cur.code,
          name: cur.name,
          symbol: cur.symbol,
          rate_to_try: cur.rateToTry,
          rate_from_try: 1 / cur.rateToTry,
          is_active: 1,
          is_base: cur.isBase ? 1 : 0,
          last_updated: now,
          ...stamps,
        })
        .execute();
    }
    const typeIds = new Map<string, number>();
    for (const t of c.vehicleTypes) {
      const row = await trx
        .insertInto('vehicle_types')
        .values({
          key: t.key,
          name: t.name,
          description: t.description,
          image_url: publish(uploadsDir, t.image),
          is_active: 1,
          sort_order: t.sortOrder,
          ...stamps,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      typeIds.set(t.key, row.id);
    }
    for (const v of c.vehicles) {
      await trx
        .insertInto('vehicles')
        .values({
          name: v.name,
          vehicle_type_id: typeIds.get(v.typeKey) ?? 0,
          capacity: v.capacity,
          luggage_capacity: v.luggageCapacity,
          image_url: publish(uploadsDir, v.image),
          features: JSON.stringify(v.features),
          is_active: 1,
          ...stamps,
        })
        .execute();
    }
    for (const r of c.routes) {
      for (const [from, to] of [
        [r.from, r.to],
        [r.to, r.from],
      ] as const) {
        const route = await trx
          .insertInto('routes')
          .values({
            from_location: from,
            to_location: to,
            from_key: normalizeLocationKey(from),
            to_key: normalizeLocationKey(to),
            is_active: 1,
            drive_minutes: r.driveMinutes,
            ...stamps,
          })
          .onConflict((oc) => oc.columns(['from_key', 'to_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!route) continue;
        const prices = Object.entries(r.pricesEur).flatMap(([key, p]) =>
          typeof p === 'number' && p > 0 ? [{ route_id: route.id, vehicle_type_key: key, price_euro: p }] : [],
        );
        if (prices.length) {
          await trx.insertInto('route_prices').values(prices).execute();
        }
      }
    }
    await seedDemoPointNames(trx, now);
    for (const [i, s] of c.extraServices.entries()) {
      await trx
        .insertInto('extra_services')
        .values({ name: s.name, description: s.description, price_euro: s.priceEuro, icon: s.icon, is_active: 1, sort_order: i + 1, ...stamps })
        .execute();
    }
    for (const [i, t] of c.tours.entries()) {
      await trx
        .insertInto('tours')
        .values({
          title: t.title,
          category: t.category,
          description: t.description,
          price: t.priceEur,
          children_price: t.childrenPriceEur,
          currency: 'EUR',
          duration: t.duration,
          location: t.location,
          image: publish(uploadsDir, t.image),
          features: JSON.stringify(t.features),
          inclusions: JSON.stringify(t.inclusions),
          exclusions: JSON.stringify(t.exclusions),
          is_active: 1,
          sort_order: i + 1,
          ...stamps,
        })
        .returning(['id', 'title'])
        .executeTakeFirstOrThrow()
        .then((tour) => assignTourSlug(trx, tour.id, tour.title));
    }
    await seedDemoDepartures(trx, now);
    await seedDemoPickups(trx, now);
    await seedDemoBusyDepartures(trx, now);
    for (const [i, g] of c.gallery.entries()) {
      await trx
        .insertInto('gallery_items')
        .values({
          title: g.title,
          description: g.description,
          type: g.type,
          image_path: publish(uploadsDir, g.image),
          video_path: g.video ? publish(uploadsDir, g.video) : null,
          sort_order: i + 1,
          is_active: 1,
          ...stamps,
        })
        .execute();
    }
    for (const [i, h] of c.heroes.entries()) {
      await trx
        .insertInto('heroes')
        .values({
          title: h.title,
          subtitle: h.subtitle,
          description: h.description,
          sort_order: i + 1,
          is_active: 1,
          video_path: publish(uploadsDir, h.video),
          poster_path: publish(uploadsDir, h.poster),
          ...stamps,
        })
        .execute();
    }
    await trx
      .insertInto('about_entries')
      .values({
        title: c.about.title,
        description: c.about.description,
        main_description: c.about.mainDescription,
        sub_description: c.about.subDescription,
        quote: c.about.quote,
        features: JSON.stringify(c.about.features),
        is_active: 1,
        ...stamps,
      })
      .execute();
    const settings = [
      ...c.siteSettings,
      {
        key: 'round_trip_discount',
        value: String(c.roundTripDiscountPercent),
        type: 'text' as const,
        group: 'general' as const,
        description: 'Gidiş-dönüş transferlerde uygulanan indirim yüzdesi',
      },
      ...TRUST_SETTINGS,
    ];
    for (const s of settings) {
      await trx
        .insertInto('site_settings')
        .values({
          key: s.key,
          value: s.type === 'image' && s.value ? publish(uploadsDir, s.value) : s.value,
          type: s.type,
          group_name: s.group,
          description: s.description,
          is_active: 1,
          ...stamps,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
    // seeded bookings and reservations, if any, reach the dispatch board as booked ones do
    await jobsRepository.insertMissing(trx, now);
    await applyDemoTranslations(trx, c);
  });
}
