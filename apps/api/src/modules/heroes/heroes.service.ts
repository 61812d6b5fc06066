import type { HeroInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, HeroRow } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { notFound } from '../../lib/app-error.js';
import { WEB_SIZES, toWebImage } from '../../lib/images.js';
import type { SavedFile } from '../../lib/uploads.js';
import { removeUnreferencedUpload } from '../files/file-cleanup.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { heroRepository as repo } from './heroes.repository.js';
import { translationsColumn, translationsOf } from '../../lib/content-language.js';

/** A row in the shape its form sends, so a partial update can be validated as a whole. */
export const heroFormOf = (r: HeroRow) => ({
  title: r.title,
  subtitle: r.subtitle,
  description: r.description,
  order: r.sort_order,
  is_active: r.is_active === 1,
  translations: translationsOf(r),
});

/** Files a save was sent with (`video`, `poster`); the poster is converted here. */
type UploadedFiles = Record<string, SavedFile>;

/** The stored paths of the files sent; a poster becomes a web-sized image first. */
async function storedFiles(files: UploadedFiles): Promise<{ video?: string; poster?: string }> {
  if (files.poster) files.poster = await toWebImage(files.poster, WEB_SIZES.poster, 'poster');
  return { video: files.video?.url, poster: files.poster?.url };
}

/** Hero videos: the public playlist, and the back office's changes, each audited in its own transaction. */
export function heroService(db: Kysely<Database>, uploadsDir: string) {
  async function require(id: number) {
    const row = await repo.find(db, id);
    if (!row) throw notFound('error.hero_not_found');
    return row;
  }

  return {
    listActive: () => repo.listActive(db),
    listAll: () => repo.listAll(db),
    require,

    /** A new hero's order defaults to the list length + 1 (back-office §4). */
    async create(admin: AdminPrincipal | null, input: HeroInput, files: UploadedFiles) {
      const stored = await storedFiles(files);
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await repo.insert(trx, {
          title: input.title,
          subtitle: input.subtitle,
          description: input.description,
          sort_order: input.order ?? (await repo.count(trx)) + 1,
          is_active: toFlag(input.is_active),
          ...translationsColumn(input.translations),
          video_path: stored.video ?? null,
          poster_path: stored.poster ?? null,
          created_at: now,
          updated_at: now,
        });
        await recordAudit(trx, { admin, action: 'create', entity: 'hero', entityId: row.id, after: row });
        return row;
      });
    },

    /** Also the one-click Aktif/Pasif toggle. A replaced file is removed once the change is committed. */
    async update(admin: AdminPrincipal | null, before: HeroRow, input: HeroInput, files: UploadedFiles) {
      const stored = await storedFiles(files);
      const row = await db.transaction().execute(async (trx) => {
        const updated = await repo.update(trx, before.id, {
          title: input.title,
          subtitle: input.subtitle,
          description: input.description,
          sort_order: input.order ?? before.sort_order,
          is_active: toFlag(input.is_active),
          ...translationsColumn(input.translations),
          ...(stored.video ? { video_path: stored.video } : {}),
          ...(stored.poster ? { poster_path: stored.poster } : {}),
          updated_at: nowIso(),
        });
        await recordAudit(trx, { admin, action: 'update', entity: 'hero', entityId: before.id, before, after: updated });
        return updated;
      });
      if (stored.video) await removeUnreferencedUpload(db, uploadsDir, before.video_path);
      if (stored.poster) await removeUnreferencedUpload(db, uploadsDir, before.poster_path);
      return row;
    },

    async remove(admin: AdminPrincipal | null, before: HeroRow) {
      await db.transaction().execute(async (trx) => {
        await repo.delete(trx, before.id);
        await recordAudit(trx, { admin, action: 'delete', entity: 'hero', entityId: before.id, before });
      });
      await removeUnreferencedUpload(db, uploadsDir, before.video_path);
      await removeUnreferencedUpload(db, uploadsDir, before.poster_path);
    },
  };
}
