import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { removeUpload } from '../../lib/uploads.js';
import { isFileReferenced } from './file-references.repository.js';

/**
 * Deletes an uploaded file that a committed change stopped using, unless another setting, record or
 * translation still refers to it (issue 28: replacing the navbar logo deleted the footer's).
 */
export async function removeUnreferencedUpload(db: Kysely<Database>, uploadsDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith('/uploads/')) return;
  if (await isFileReferenced(db, url)) return;
  removeUpload(uploadsDir, url);
}
