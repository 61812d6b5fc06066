import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from '../db/time.js';
import { storedFilesRepository as repo } from './stored-files.repository.js';

/** Bytes per stored chunk: a range request reads only the chunks it covers. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks read per query while streaming (2 MB), so a 50 MB video is never held whole. */
const CHUNKS_PER_READ = 8;

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

/** The content type a stored upload is served with, from its (server-made) extension. */
export const mimeOf = (relPath: string): string => MIME_BY_EXT[path.extname(relPath).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** What is known of a stored file before its bytes are read. */
export interface StoredFileInfo {
  path: string;
  mime: string;
  size: number;
  chunkSize: number;
  createdAt: string;
}

/**
 * Uploads kept in PostgreSQL (decision 019), so that every instance serves every file. A file is a
 * `stored_files` row and its bytes in `stored_file_chunks` rows of CHUNK_BYTES, written in one
 * transaction (a half-written file is never visible) and streamed back chunk batch by chunk batch.
 * Paths are the public path without '/uploads/' ('tours/ab12….webp'); names are random and never
 * reused, so a stored file never changes.
 */
export function dbFileStore(db: Kysely<Database>) {
  return {
    /** Stores the file at `absolutePath` under `relPath`, streamed from disk; a path already stored is left as it is. */
    async put(relPath: string, absolutePath: string): Promise<boolean> {
      const size = (await fs.promises.stat(absolutePath)).size;
      return db.transaction().execute(async (trx) => {
        const inserted = await repo.insertFile(trx, { path: relPath, mime: mimeOf(relPath), size, chunk_size: CHUNK_BYTES, created_at: nowIso() });
        if (!inserted) return false;
        let seq = 0;
        for await (const chunk of fs.createReadStream(absolutePath, { highWaterMark: CHUNK_BYTES })) {
          await repo.insertChunk(trx, relPath, seq++, chunk as Buffer);
        }
        return true;
      });
    },

    async remove(relPath: string): Promise<void> {
      await repo.remove(db, relPath);
    },

    async info(relPath: string): Promise<StoredFileInfo | null> {
      const row = await repo.find(db, relPath);
      return row ? { path: row.path, mime: row.mime, size: Number(row.size), chunkSize: row.chunk_size, createdAt: row.created_at } : null;
    },

    /** The bytes `start`..`end` (inclusive) of a stored file, read chunk batch by chunk batch. */
    stream(file: StoredFileInfo, start: number, end: number): Readable {
      const first = Math.floor(start / file.chunkSize);
      const last = Math.floor(end / file.chunkSize);
      async function* bytes() {
        for (let from = first; from <= last; from += CHUNKS_PER_READ) {
          const rows = await repo.chunks(db, file.path, from, Math.min(last, from + CHUNKS_PER_READ - 1));
          for (const row of rows) {
            const offset = row.seq * file.chunkSize;
            const lo = Math.max(0, start - offset);
            const hi = Math.min(row.data.length, end - offset + 1);
            if (hi > lo) yield row.data.subarray(lo, hi);
          }
        }
      }
      return Readable.from(bytes());
    },
  };
}

export type DbFileStore = ReturnType<typeof dbFileStore>;

/** Files under `dir`, as paths relative to `root` with '/' separators (unfinished '.tmp-' files skipped). */
function* filesUnder(root: string, dir = root): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, abs);
    else if (entry.isFile()) yield path.relative(root, abs).split(path.sep).join('/');
  }
}

/**
 * Copies every file of an uploads folder into the database, under the same public paths (so stored
 * rows keep pointing at them); files already stored are left alone, so running it again is safe.
 * `under` limits it to one sub-folder ('demo'). Returns how many files were stored and skipped.
 */
export async function importUploadsDir(
  store: DbFileStore,
  uploadsDir: string,
  under?: string,
): Promise<{ stored: number; skipped: number }> {
  const counts = { stored: 0, skipped: 0 };
  const start = under ? path.join(uploadsDir, under) : uploadsDir;
  if (!fs.existsSync(start)) return counts;
  for (const rel of filesUnder(uploadsDir, start)) {
    if (await store.put(rel, path.join(uploadsDir, rel))) counts.stored++;
    else counts.skipped++;
  }
  return counts;
}
