import { normalizeLocationKey, type PointNames } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/**
 * The demo's route points in the other languages. Airports and the city centre get the names
 * visitors use at home; towns keep their proper names in Latin script, and in Russian get their
 * usual Cyrillic spelling (what a Russian visitor types and reads on signs and tickets).
 */
export const DEMO_POINT_NAMES: Readonly<Record<string, PointNames>> = {
  'Antalya Havalimanı (AYT)': {
    en: 'Antalya Airport (AYT)',
    de: 'Flughafen Antalya (AYT)',
    ru: 'Аэропорт Анталья (AYT)',
    pl: 'Lotnisko Antalya (AYT)',
  },
  'Gazipaşa-Alanya Havalimanı (GZP)': {
    en: 'Gazipaşa-Alanya Airport (GZP)',
    de: 'Flughafen Gazipaşa-Alanya (GZP)',
    ru: 'Аэропорт Газипаша-Аланья (GZP)',
    pl: 'Lotnisko Gazipaşa-Alanya (GZP)',
  },
  'Antalya Şehir Merkezi': {
    en: 'Antalya City Centre',
    de: 'Antalya Stadtzentrum',
    ru: 'Анталья, центр города',
    pl: 'Antalya, centrum miasta',
  },
  Lara: { ru: 'Лара' },
  Kundu: { ru: 'Кунду' },
  Konyaaltı: { ru: 'Коньяалты' },
  Belek: { ru: 'Белек' },
  Beldibi: { ru: 'Бельдиби' },
  Kemer: { ru: 'Кемер' },
  Side: { ru: 'Сиде' },
  Çamyuva: { ru: 'Чамьюва' },
  Manavgat: { ru: 'Манавгат' },
  Kızılağaç: { ru: 'Кызылагач' },
  Tekirova: { ru: 'Текирова' },
  Okurcalar: { ru: 'Окурджалар' },
  Avsallar: { ru: 'Авсаллар' },
  Alanya: { ru: 'Аланья' },
  Kestel: { ru: 'Кестель' },
  Mahmutlar: { ru: 'Махмутлар' },
  Kaş: { ru: 'Каш' },
  Kalkan: { ru: 'Калкан' },
};

/** Stores the demo points' names (part of the demo seed's transaction). */
export async function seedDemoPointNames(db: Kysely<Database>, now: string): Promise<void> {
  const rows = Object.entries(DEMO_POINT_NAMES).flatMap(([point, names]) =>
    Object.entries(names).map(([lang, name]) => ({ point_key: normalizeLocationKey(point), lang, name, updated_at: now })),
  );
  if (rows.length) await db.insertInto('route_point_names').values(rows).execute();
}
