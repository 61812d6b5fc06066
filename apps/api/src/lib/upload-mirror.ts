import path from 'node:path';
import type { DbFileStore } from './db-file-store.js';

/** Uploads folders whose files are kept in the database too, by absolute folder. */
const mirrors = new Map<string, DbFileStore>();

/**
 * With PostgreSQL, every upload written to an instance's uploads folder is also stored in the
 * database, which is where every instance serves it from (decision 019). The upload code itself
 * (validation, re-encoding, clean-up: lib/uploads.ts, lib/images.ts) is unchanged and works on
 * disk as before; it reports each file it keeps or removes here, and a registered folder passes
 * that on to the database. The local copy stays as the uploading instance's working file.
 * Registered by buildApp on PostgreSQL; returns the function that unregisters it (app close).
 */
export function registerUploadMirror(uploadsDir: string, store: DbFileStore): () => void {
  const root = path.resolve(uploadsDir);
  mirrors.set(root, store);
  return () => {
    if (mirrors.get(root) === store) mirrors.delete(root);
  };
}

function mirrorOf(absolutePath: string): { store: DbFileStore; relPath: string } | null {
  const abs = path.resolve(absolutePath);
  for (const [root, store] of mirrors) {
    if (abs.startsWith(root + path.sep)) return { store, relPath: abs.slice(root.length + 1).split(path.sep).join('/') };
  }
  return null;
}

/** A file kept under its final name: stored in the database before the request goes on. */
export async function mirrorKept(absolutePath: string): Promise<void> {
  const m = mirrorOf(absolutePath);
  if (m) await m.store.put(m.relPath, absolutePath);
}

/** A file removed from disk: removed from the database too, awaited. */
export async function mirrorRemoved(absolutePath: string): Promise<void> {
  const m = mirrorOf(absolutePath);
  if (m) await m.store.remove(m.relPath);
}

/**
 * The same from code that removes files synchronously (after a committed change): the database
 * delete runs in the background; one that fails leaves an unreferenced row, never a missing file.
 */
export function mirrorRemovedLater(absolutePath: string): void {
  void mirrorRemoved(absolutePath).catch((err: unknown) => console.warn(`stored upload not removed: ${String(err)}`));
}
