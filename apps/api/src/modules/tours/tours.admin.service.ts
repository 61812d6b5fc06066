import type { TourInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, TourRow } from '../../db/schema.js';
import { nowIso, parseStringList, toFlag } from '../../db/time.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { translationsColumn, translationsOf } from '../../lib/content-language.js';
import { WEB_SIZES, toWebImage } from '../../lib/images.js';
import type { SavedFile } from '../../lib/uploads.js';
import { removeUnreferencedUpload } from '../files/file-cleanup.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { tourAdminRepository as repo } from './tours.admin.repository.js';
import { assignTourSlug } from './tour-slugs.service.js';

/** A row in the shape its form sends, so a partial update can be validated as a whole. */
export const tourFormOf = (t: TourRow) => ({
  title: t.title,
  description: t.description,
  price: t.price,
  children_price: t.children_price,
  currency: t.currency,
  duration: t.duration,
  location: t.location,
  category: t.category,
  is_active: t.is_active === 1,
  features: parseStringList(t.features),
  inclusions: parseStringList(t.inclusions),
  exclusions: parseStringList(t.exclusions),
  translations: translationsOf(t),
});

const columnsOf = (input: TourInput) => ({
  title: input.title,
  description: input.description,
  price: input.price,
  children_price: input.children_price,
  currency: input.currency,
  duration: input.duration,
  location: input.location,
  category: input.category,
  is_active: toFlag(input.is_active),
  features: JSON.stringify(input.features),
  inclusions: JSON.stringify(input.inclusions),
  exclusions: JSON.stringify(input.exclusions),
  ...translationsColumn(input.translations),
});

/** Files a save was sent with (`image`); the photo is replaced here by its web-sized copy. */
type UploadedFiles = Record<string, SavedFile>;

/** The sent photo as the web-sized image the tour keeps, or undefined when none was sent. */
async function webImageOf(files: UploadedFiles): Promise<string | undefined> {
  if (!files.image) return undefined;
  files.image = await toWebImage(files.image, WEB_SIZES.photo);
  return files.image.url;
}

/** Tour management. Public reads (GET /tours) only ever see active tours, so a Pasif tour vanishes there at once. */
export function tourAdminService(db: Kysely<Database>, uploadsDir: string) {
  async function require(id: number) {
    const row = await repo.find(db, id);
    if (!row) throw notFound('error.tour_not_found');
    return row;
  }
  /**
   * A tour is priced in an active currency (its price is converted with that currency's rate); an
   * edit may keep the currency it already has, whatever became of that currency since.
   */
  async function checkCurrency(code: string, current?: string) {
    if (code === current) return;
    const currency = await repo.findCurrency(db, code);
    if (currency?.is_active === 1) return;
    throw new AppError(422, 'error.validation', { currency: ['validation.currency_invalid'] });
  }

  return {
    require,
    page: (opts: Parameters<typeof repo.page>[1]) => repo.page(db, opts),

    async create(admin: AdminPrincipal | null, input: TourInput, files: UploadedFiles) {
      await checkCurrency(input.currency);
      const image = (await webImageOf(files)) ?? null;
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const inserted = await repo.insert(trx, {
          ...columnsOf(input),
          image,
          sort_order: await repo.nextSortOrder(trx),
          created_at: now,
          updated_at: now,
        });
        const row = { ...inserted, slug: await assignTourSlug(trx, inserted.id, inserted.title) };
        await recordAudit(trx, { admin, action: 'create', entity: 'tour', entityId: row.id, after: row });
        return row;
      });
    },

    /** A photo sent replaces the stored one, which is removed once the change is committed. */
    async update(admin: AdminPrincipal | null, before: TourRow, input: TourInput, files: UploadedFiles) {
      await checkCurrency(input.currency, before.currency);
      const image = await webImageOf(files);
      const row = await db.transaction().execute(async (trx) => {
        const saved = await repo.update(trx, before.id, {
          ...columnsOf(input),
          ...(image !== undefined ? { image } : {}),
          updated_at: nowIso(),
        });
        const updated = { ...saved, slug: await assignTourSlug(trx, saved.id, saved.title) };
        await recordAudit(trx, { admin, action: 'update', entity: 'tour', entityId: before.id, before, after: updated });
        return updated;
      });
      if (image !== undefined && image !== before.image) await removeUnreferencedUpload(db, uploadsDir, before.image);
      return row;
    },

    async toggle(admin: AdminPrincipal | null, id: number) {
      return db.transaction().execute(async (trx) => {
        const before = await repo.find(trx, id);
        if (!before) throw notFound('error.tour_not_found');
        const row = await repo.update(trx, id, { is_active: before.is_active === 1 ? 0 : 1, updated_at: nowIso() });
        await recordAudit(trx, { admin, action: 'status', entity: 'tour', entityId: id, before: { is_active: before.is_active }, after: { is_active: row.is_active } });
        return row;
      });
    },

    /**
     * Deletes the given tours in one transaction (ids that do not exist are ignored) and then their
     * images. Reservations keep their snapshot of the tour; their link is cleared by the database.
     */
    async remove(admin: AdminPrincipal | null, ids: number[]) {
      const unique = [...new Set(ids)];
      const deleted = await db.transaction().execute(async (trx) => {
        const rows = await repo.findMany(trx, unique);
        if (rows.length === 0) return rows;
        await repo.deleteMany(trx, rows.map((r) => r.id));
        for (const r of rows) await recordAudit(trx, { admin, action: 'delete', entity: 'tour', entityId: r.id, before: r });
        return rows;
      });
      for (const r of deleted) await removeUnreferencedUpload(db, uploadsDir, r.image);
      return deleted.map((r) => r.id);
    },
  };
}
