/**
 * `npm run uploads:to-db`: moving an existing site to PostgreSQL (or to several instances), copies
 * every upload of DATA_DIR/uploads (tickets, tour, gallery, vehicle and setting images, hero videos)
 * into the database, where every instance serves them from (decision 019). Paths stay the same, so
 * nothing else changes; files already in the database are skipped, so it can be run again. The
 * folder is left as it was (delete it once the site is checked). Needs DATABASE_URL.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { dbFileStore, importUploadsDir } from '../lib/db-file-store.js';
import { runCli } from './run-cli.js';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('Set DATABASE_URL=postgres://… : uploads are kept in the database only with PostgreSQL.');
    return 2;
  }
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const { stored, skipped } = await importUploadsDir(dbFileStore(handle.db), config.uploadsDir);
    console.log(`${stored} file(s) from ${config.uploadsDir} stored in the database; ${skipped} were there already.`);
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main);
