import type { ImageUse } from '@riviera/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Columns whose whole value is one uploaded file's public path. */
const FILE_COLUMNS: ReadonlyArray<readonly [keyof Database, string]> = [
  ['site_settings', 'value'],
  ['vehicle_types', 'image_url'],
  ['vehicles', 'image_url'],
  ['tours', 'image'],
  ['gallery_items', 'image_path'],
  ['gallery_items', 'video_path'],
  ['heroes', 'video_path'],
  ['heroes', 'poster_path'],
  ['bookings', 'ticket_image'],
];

/**
 * Columns that may mention a file inside a longer text: every translation (decision 014) and the
 * HTML texts staff write, where an image can be linked by its path.
 */
const TEXT_COLUMNS: ReadonlyArray<readonly [keyof Database, string]> = [
  ['site_settings', 'translations'],
  ['vehicle_types', 'translations'],
  ['vehicles', 'translations'],
  ['extra_services', 'translations'],
  ['tours', 'translations'],
  ['tours', 'description'],
  ['gallery_items', 'translations'],
  ['heroes', 'translations'],
  ['about_entries', 'description'],
  ['about_entries', 'main_description'],
  ['about_entries', 'sub_description'],
  ['about_entries', 'translations'],
  ['legal_documents', 'content'],
  ['legal_documents', 'translations'],
];

/**
 * Whether any setting, record or translation still refers to an uploaded file. Two settings (the
 * navbar's and the footer's logo) can hold the same path; replacing one must not delete the file
 * the other still shows. LIKE's `_` wildcard can only find more, so a file is kept rather than lost.
 */
export async function isFileReferenced(db: Kysely<Database>, url: string): Promise<boolean> {
  const contains = `%${url}%`;
  const checks = [
    ...FILE_COLUMNS.map(([t, c]) => sql<number>`select 1 as hit from ${sql.table(t)} where ${sql.ref(c)} = ${url}`),
    ...TEXT_COLUMNS.map(([t, c]) => sql<number>`select 1 as hit from ${sql.table(t)} where ${sql.ref(c)} like ${contains}`),
  ];
  const { rows } = await sql<{ hit: number }>`select hit from (${sql.join(checks, sql` union all `)}) refs limit 1`.execute(db);
  return rows.length > 0;
}

/** Columns holding an image the public pages show in several sizes, with the use that sizes it. */
const SIZED_IMAGE_COLUMNS: ReadonlyArray<readonly [keyof Database, string, ImageUse]> = [
  ['tours', 'image', 'photo'],
  ['gallery_items', 'image_path', 'photo'],
  ['heroes', 'poster_path', 'poster'],
  ['vehicles', 'image_url', 'vehicle'],
  ['vehicle_types', 'image_url', 'vehicle'],
];

/** Every distinct uploaded image the public pages show in several sizes, with its use. */
export async function sizedImages(db: Kysely<Database>): Promise<Array<{ url: string; use: ImageUse }>> {
  const selects = SIZED_IMAGE_COLUMNS.map(
    ([t, c, use]) => sql`select ${sql.ref(c)} as url, ${sql.lit(use)} as image_use from ${sql.table(t)} where ${sql.ref(c)} like '/uploads/%'`,
  );
  const { rows } = await sql<{ url: string; image_use: ImageUse }>`select distinct url, image_use from (${sql.join(selects, sql` union all `)}) images`.execute(db);
  return rows.map((r) => ({ url: r.url, use: r.image_use }));
}
