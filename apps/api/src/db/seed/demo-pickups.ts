import type { TourPickup } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** The demo's pickup zones along the coast, west to east, with their Russian and German spellings. */
const ZONES: { name: string; translations: Record<string, { name: string }> }[] = [
  { name: 'Kemer', translations: { ru: { name: 'Кемер' } } },
  { name: 'Göynük', translations: { ru: { name: 'Гёйнюк' }, de: { name: 'Göynük' } } },
  { name: 'Beldibi', translations: { ru: { name: 'Бельдиби' } } },
  { name: 'Konyaaltı', translations: { ru: { name: 'Коньяалты' }, en: { name: 'Konyaalti' } } },
  { name: 'Lara', translations: { ru: { name: 'Лара' } } },
  { name: 'Kundu', translations: { ru: { name: 'Кунду' } } },
  { name: 'Belek', translations: { ru: { name: 'Белек' } } },
  { name: 'Side', translations: { ru: { name: 'Сиде' } } },
  { name: 'Alanya', translations: { ru: { name: 'Аланья' } } },
];

/**
 * Minutes before the start each demo tour collects guests, by zone (issue 27 item 7, decision 038):
 * realistic Antalya drives. The Taurus jeep safari leaves from Kemer's hills (08:30 start: Kemer
 * 08:00, Beldibi 07:30); the Green Canyon boat at Manavgat (09:30: Side 08:30, Alanya 07:45, Lara
 * 07:30); the Land of Legends show in Kadriye (19:30: Belek 19:00, Lara 18:30, Kemer 17:45). The
 * first tours keep no pickup: the visitor journeys and tests book them as before.
 */
const PLANS: Record<string, Record<string, number>> = {
  'Toros Dağları Jeep Safari': { Kemer: -30, Göynük: -45, Beldibi: -60, Konyaaltı: -90 },
  'Yeşil Kanyon Tekne Turu': { Side: -60, Belek: -75, Kundu: -90, Lara: -120, Alanya: -105 },
  'The Land of Legends Gece Şovu': {
    Belek: -30,
    Kundu: -45,
    Lara: -60,
    Side: -60,
    Konyaaltı: -90,
    Kemer: -105,
  },
};

export async function seedDemoPickups(
  trx: Transaction<Database> | Kysely<Database>,
  now: string,
): Promise<void> {
  const ids = new Map<string, number>();
  for (const [i, z] of ZONES.entries()) {
    const row = await trx
      .insertInto('pickup_zones')
      .values({
        name: z.name,
        translations: JSON.stringify(z.translations),
        sort_order: i + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(z.name, row.id);
  }
  for (const [title, offsets] of Object.entries(PLANS)) {
    const pickups: TourPickup[] = Object.entries(offsets).map(([zone, offset]) => ({
      zone_id: ids.get(zone)!,
      offset_minutes: offset,
    }));
    await trx
      .updateTable('tours')
      .set({ pickup_zones: JSON.stringify(pickups) })
      .where('title', '=', title)
      .execute();
  }
}
