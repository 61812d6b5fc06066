/** The demo routes from both airports and between towns, priced per vehicle type from a sedan price. */
import type { DemoRoute, DemoVehicleType } from './demo-content.types.js';

type VehicleKey = DemoVehicleType['key'];

/** Price of each vehicle type relative to a sedan on the same route. */
const TYPE_FACTOR: Record<VehicleKey, number> = {
  sedan: 1,
  minivan: 1.3,
  vip: 1.7,
  suv: 1.4,
  luxury: 2.2,
};

/** One-way EUR prices for every vehicle type from the sedan price, rounded to 5 €; `omit` leaves types unpriced. */
function prices(sedanEur: number, omit: VehicleKey[] = []): DemoRoute['pricesEur'] {
  const out: DemoRoute['pricesEur'] = {};
  for (const key of Object.keys(TYPE_FACTOR) as VehicleKey[]) {
    if (omit.includes(key)) continue;
    out[key] = key === 'sedan' ? sedanEur : Math.round((sedanEur * TYPE_FACTOR[key]) / 5) * 5;
  }
  return out;
}

const AYT = 'Antalya Havalimanı (AYT)';
const GZP = 'Gazipaşa-Alanya Havalimanı (GZP)';
const CITY = 'Antalya Şehir Merkezi';

/** [destination, sedan price, drive minutes, types without a price] */
const fromAyt: Array<[string, number, number, VehicleKey[]?]> = [
  ['Lara', 25, 20],
  ['Kundu', 27, 25],
  [CITY, 25, 25],
  ['Konyaaltı', 30, 30],
  ['Belek', 35, 35],
  ['Beldibi', 45, 45],
  ['Kemer', 50, 60],
  ['Side', 50, 65],
  ['Çamyuva', 55, 65],
  ['Manavgat', 55, 75],
  ['Kızılağaç', 58, 85],
  ['Tekirova', 60, 75],
  ['Okurcalar', 62, 95],
  ['Avsallar', 65, 105],
  ['Alanya', 70, 120],
  ['Kestel', 75, 130],
  ['Mahmutlar', 78, 135],
  ['Kaş', 140, 195, ['suv', 'luxury']],
  ['Kalkan', 150, 210, ['suv', 'luxury']],
];

const fromGzp: Array<[string, number, number, VehicleKey[]?]> = [
  ['Mahmutlar', 30, 35],
  ['Kestel', 32, 35],
  ['Alanya', 35, 40],
  ['Avsallar', 50, 60],
  ['Okurcalar', 55, 70],
  ['Kızılağaç', 60, 80],
  ['Manavgat', 70, 95],
  ['Side', 70, 100],
  ['Belek', 90, 130, ['luxury']],
  ['Kundu', 100, 140, ['luxury']],
  ['Lara', 105, 150, ['luxury']],
  [CITY, 110, 155, ['suv', 'luxury']],
];

const intercity: Array<[string, string, number, number, VehicleKey[]?]> = [
  [CITY, 'Belek', 40, 45],
  [CITY, 'Kemer', 50, 55],
  ['Lara', 'Kemer', 60, 70],
  ['Konyaaltı', 'Kemer', 45, 45],
  ['Belek', 'Side', 40, 35],
  ['Side', 'Alanya', 55, 65],
  ['Alanya', 'Mahmutlar', 20, 20],
  ['Kaş', 'Kalkan', 30, 25, ['luxury']],
  [AYT, GZP, 150, 140, ['luxury']],
];

export const demoRoutes: DemoRoute[] = [
  ...fromAyt.map(([to, eur, driveMinutes, omit]) => ({ from: AYT, to, pricesEur: prices(eur, omit), driveMinutes })),
  ...fromGzp.map(([to, eur, driveMinutes, omit]) => ({ from: GZP, to, pricesEur: prices(eur, omit), driveMinutes })),
  ...intercity.map(([from, to, eur, driveMinutes, omit]) => ({ from, to, pricesEur: prices(eur, omit), driveMinutes })),
];
