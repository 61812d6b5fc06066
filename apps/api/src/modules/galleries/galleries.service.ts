import type { GalleryItemInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, GalleryItemRow } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { fieldError } from '../../lib/admin-form.js';
import { notFound } from '../../lib/app-error.js';
import { WEB_SIZES, toWebImage } from '../../lib/images.js';
import { discardFiles, type SavedFile } from '../../lib/uploads.js';
import { removeUnreferencedUpload } from '../files/file-cleanup.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { galleryRepository as repo } from './galleries.repository.js';
import { translationsColumn, translationsOf } from '../../lib/content-language.js';

/** A row in the shape its form sends, so a partial update can be validated as a whole. */
export const galleryItemFormOf = (r: GalleryItemRow) => ({
  title: r.title,
  description: r.description,
  type: r.type,
  order: r.sort_order,
  is_active: r.is_active === 1,
  translations: translationsOf(r),
});

interface Paths {
  image_path: string | null;
  video_path: string | null;
}

/** Files a save was sent with (`image`, `video`); replaced or removed here as the rules below decide. */
type UploadedFiles = Record<string, SavedFile>;

/**
 * Which files an item keeps: an image item needs an image (a video is dropped); a video item needs
 * a video and may keep an image as its poster. A file is required on create.
 */
async function pathsFor(files: UploadedFiles, input: GalleryItemInput, current: Paths | null): Promise<Paths> {
  if (files.image) files.image = await toWebImage(files.image, WEB_SIZES.photo);
  const image = files.image?.url ?? current?.image_path ?? null;
  const video = files.video?.url ?? current?.video_path ?? null;
  if (input.type === 'image') {
    if (!image) throw fieldError('image', 'validation.file_required');
    // a video sent along with an image item is not kept
    if (files.video) {
      discardFiles({ video: files.video });
      delete files.video;
    }
    return { image_path: image, video_path: null };
  }
  if (!video) throw fieldError('video', 'validation.file_required');
  return { image_path: image, video_path: video };
}

/** Files no longer referenced after a change; removed only once the change is committed. */
const orphaned = (before: Paths, after: Paths | null) =>
  [before.image_path, before.video_path].filter((p) => p && p !== after?.image_path && p !== after?.video_path);

/** The gallery: the public list, and the back office's changes, each audited in its own transaction. */
export function galleryService(db: Kysely<Database>, uploadsDir: string) {
  async function require(id: number) {
    const row = await repo.find(db, id);
    if (!row) throw notFound('error.gallery_item_not_found');
    return row;
  }

  return {
    listActive: () => repo.listActive(db),
    listAll: () => repo.listAll(db),
    require,

    /** A new item's order defaults to the list length + 1. */
    async create(admin: AdminPrincipal | null, input: GalleryItemInput, files: UploadedFiles) {
      const paths = await pathsFor(files, input, null);
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await repo.insert(trx, {
          title: input.title,
          description: input.description,
          type: input.type,
          ...paths,
          sort_order: input.order ?? (await repo.count(trx)) + 1,
          is_active: toFlag(input.is_active),
          ...translationsColumn(input.translations),
          created_at: now,
          updated_at: now,
        });
        await recordAudit(trx, { admin, action: 'create', entity: 'gallery_item', entityId: row.id, after: row });
        return row;
      });
    },

    async update(admin: AdminPrincipal | null, before: GalleryItemRow, input: GalleryItemInput, files: UploadedFiles) {
      const paths = await pathsFor(files, input, before);
      const row = await db.transaction().execute(async (trx) => {
        const updated = await repo.update(trx, before.id, {
          title: input.title,
          description: input.description,
          type: input.type,
          ...paths,
          sort_order: input.order ?? before.sort_order,
          is_active: toFlag(input.is_active),
          ...translationsColumn(input.translations),
          updated_at: nowIso(),
        });
        await recordAudit(trx, { admin, action: 'update', entity: 'gallery_item', entityId: before.id, before, after: updated });
        return updated;
      });
      for (const p of orphaned(before, row)) await removeUnreferencedUpload(db, uploadsDir, p);
      return row;
    },

    async remove(admin: AdminPrincipal | null, before: GalleryItemRow) {
      await db.transaction().execute(async (trx) => {
        await repo.delete(trx, before.id);
        await recordAudit(trx, { admin, action: 'delete', entity: 'gallery_item', entityId: before.id, before });
      });
      for (const p of orphaned(before, null)) await removeUnreferencedUpload(db, uploadsDir, p);
    },
  };
}
