import fs from 'node:fs';
import path from 'node:path';
import { hasImageVariants, imageVariantUrl } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { dbFileStore, type DbFileStore } from '../../lib/db-file-store.js';
import { WEB_SIZES, writeImageVariants } from '../../lib/images.js';
import { exclusiveRunner } from '../../lib/run-exclusive.js';
import { sizedImages } from './file-references.repository.js';

/** The bytes of a stored file, from the database (an upload another instance received). */
async function storedBytes(store: DbFileStore, relPath: string): Promise<Buffer | null> {
  const info = await store.info(relPath);
  if (!info) return null;
  const parts: Buffer[] = [];
  if (info.size > 0) for await (const chunk of store.stream(info, 0, info.size - 1)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/**
 * Makes the smaller copies that images uploaded before copies existed, and the demo content, lack
 * (issue 31 §4): every image the public pages show in several sizes gets its use's widths. Run at
 * start-up before the server listens, so a page never names a copy that is not there. Several
 * instances starting together queue on one lock and the later ones find the work done; a copy is
 * written under a temporary name and renamed, and stored in the database (PostgreSQL) only if it is
 * not there yet, so even two writers leave one whole file. An image that cannot be decoded is
 * reported and skipped: its page falls back to nothing worse than the original.
 */
export async function ensureImageVariants(
  db: Kysely<Database>,
  dialect: DialectName,
  uploadsDir: string,
  log: (message: string) => void = console.warn,
): Promise<{ made: number; failed: number }> {
  const store = dialect === 'postgres' ? dbFileStore(db) : null;
  const counts = { made: 0, failed: 0 };
  await exclusiveRunner(db, dialect)(
    'image-variants',
    async () => {
      for (const { url, use } of await sizedImages(db)) {
        if (!hasImageVariants(url)) continue;
        const rel = url.slice('/uploads/'.length);
        const original = path.join(uploadsDir, rel);
        const widths = WEB_SIZES[use].variantWidths;
        const missing = [];
        for (const w of widths) {
          const copy = imageVariantUrl(rel, w);
          const there = store ? (await store.info(copy)) !== null : fs.existsSync(path.join(uploadsDir, copy));
          if (!there) missing.push(copy);
        }
        if (missing.length === 0) continue;
        try {
          const source = fs.existsSync(original) ? original : store ? await storedBytes(store, rel) : null;
          if (!source) throw new Error('the original is missing');
          fs.mkdirSync(path.dirname(original), { recursive: true });
          await writeImageVariants(source, original, WEB_SIZES[use]);
          for (const copy of missing) await store?.put(copy, path.join(uploadsDir, copy));
          counts.made += missing.length;
        } catch (err) {
          counts.failed++;
          log(`image copies of ${url} not made: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    },
    { wait: true },
  );
  return counts;
}
