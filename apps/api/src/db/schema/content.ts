import type { Generated, Selectable } from 'kysely';
import type { Flag } from './columns.js';

/** What staff edit for the public site: gallery, hero videos, about entries, site settings and legal texts. */

export interface GalleryItemsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  type: 'image' | 'video';
  image_path: string | null;
  video_path: string | null;
  sort_order: number;
  is_active: Flag;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface HeroesTable {
  id: Generated<number>;
  title: string;
  subtitle: string;
  description: string;
  sort_order: number;
  is_active: Flag;
  video_path: string | null;
  poster_path: string | null;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface AboutEntriesTable {
  id: Generated<number>;
  title: string;
  /** sanitised HTML */
  description: string;
  main_description: string | null;
  sub_description: string | null;
  quote: string | null;
  /** JSON array of strings */
  features: string;
  is_active: Flag;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

export interface SiteSettingsTable {
  id: Generated<number>;
  key: string;
  value: string;
  type: 'text' | 'image' | 'boolean' | 'json';
  group_name: string;
  description: string;
  is_active: Flag;
  created_at: string;
  updated_at: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
}

/** A legal text (KVKK notice, privacy policy): Turkish in its columns, the rest in `translations`. */
export interface LegalDocumentsTable {
  kind: string;
  title: string;
  content: string;
  /** JSON of the other languages' texts, `{ en?: {field: value}, … }` (decision 014) */
  translations: Generated<string>;
  /** raised by every edit; bookings record the version their visitor acknowledged */
  version: number;
  created_at: string;
  updated_at: string;
}

export type GalleryItemRow = Selectable<GalleryItemsTable>;

export type HeroRow = Selectable<HeroesTable>;

export type AboutEntryRow = Selectable<AboutEntriesTable>;

export type SiteSettingRow = Selectable<SiteSettingsTable>;

export type LegalDocumentRow = Selectable<LegalDocumentsTable>;
