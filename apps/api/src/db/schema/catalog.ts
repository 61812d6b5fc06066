import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Flag } from './columns.js';

/** What the transfer site sells: currencies, vehicle types and vehicles, routes with their prices and point names, extras. */

export interface CurrenciesTable {
  id: Generated<number>;
  code: string;
  name: string;
  symbol: string;
  rate_to_try: number;
  rate_from_try: number;
  is_active: Flag;
  is_base: Flag;
  last_updated: string;
  created_at: string;
  updated_at: string;
}

export interface VehicleTypesTable {
  id: Generated<number>;
  key: string;
  name: string;
  description: string;
  image_url: string | null;
  is_active: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface VehiclesTable {
  id: Generated<number>;
  name: string;
  vehicle_type_id: number;
  capacity: number;
  /** pieces of luggage the boot takes (decision 032); null: not known, never flagged */
  luggage_capacity: ColumnType<number | null, number | null | undefined, number | null>;
  image_url: string | null;
  /** JSON array of strings */
  features: string;
  is_active: Flag;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface RoutesTable {
  id: Generated<number>;
  from_location: string;
  to_location: string;
  /** normalised (trimmed, Turkish lower-case) pair, unique: one route per direction */
  from_key: string;
  to_key: string;
  is_active: Flag;
  /** minutes a drive on the route takes (decision 032); null: not known, the fallback applies */
  drive_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  updated_at: string;
}

export interface RoutePricesTable {
  route_id: number;
  vehicle_type_key: string;
  price_euro: number;
}

/** A route point's name in one of the other languages (en, de, ru, pl), keyed by the point's normalized key. */
export interface RoutePointNamesTable {
  point_key: string;
  lang: string;
  name: string;
  updated_at: string;
}

export interface ExtraServicesTable {
  id: Generated<number>;
  name: string;
  description: string;
  price_euro: number;
  icon: string;
  is_active: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export type CurrencyRow = Selectable<CurrenciesTable>;

export type VehicleTypeRow = Selectable<VehicleTypesTable>;

export type VehicleRow = Selectable<VehiclesTable>;

export type RouteRow = Selectable<RoutesTable>;

export type ExtraServiceRow = Selectable<ExtraServicesTable>;
