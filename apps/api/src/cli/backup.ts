/**
 * `npm run backup -- <folder>`: a consistent copy of a running SQLite site, made while it serves.
 * The database goes through SQLite's online backup API (better-sqlite3's `backup`), which copies a
 * snapshot page by page without stopping writers, so the copy holds every booking committed before
 * it finished; the uploads folder is copied beside it. `<folder>` is then a complete DATA_DIR:
 * restore by pointing DATA_DIR at it (or copying it into place) and starting the server.
 * With PostgreSQL use pg_dump instead (docs/deployment.md); this command refuses to run there.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.js';
import { runCli } from './run-cli.js';

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: npm run backup -- <empty or new folder>');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see docs/deployment.md).');
    return 2;
  }
  const source = path.join(config.dataDir, 'app.db');
  if (!fs.existsSync(source)) {
    console.error(`No database at ${source}.`);
    return 1;
  }
  const dest = path.resolve(target);
  if (fs.existsSync(dest) && fs.readdirSync(dest).length > 0) {
    console.error(`${dest} is not empty; nothing was written.`);
    return 1;
  }
  fs.mkdirSync(dest, { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(path.join(dest, 'app.db'));
  } finally {
    db.close();
  }
  // Copied after the database: every file the copy references existed before, so it is copied too
  // (upload names are never reused and files never change).
  if (fs.existsSync(config.uploadsDir)) {
    fs.cpSync(config.uploadsDir, path.join(dest, 'uploads'), { recursive: true, filter: (src) => !path.basename(src).startsWith('.tmp-') });
  }
  console.log(`Backup of ${config.dataDir} written to ${dest} (start the server with DATA_DIR=${dest} to restore).`);
  return 0;
}

runCli(main);
