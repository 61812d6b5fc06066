import type { AppConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/kysely.js';
import { migrateToLatest } from './db/migrate.js';
import { dbFileStore, importUploadsDir } from './lib/db-file-store.js';
import { isDatabaseEmpty, seedDemoContent } from './db/seed/seed-demo.js';
import { ensureAdmins } from './modules/auth/admin-bootstrap.js';
import { ensureImageVariants } from './modules/files/image-variants.service.js';
import { ensureDemoResellerKey } from './modules/resellers/demo-reseller-key.js';

/**
 * Opens and migrates the database, seeds demo content into an empty one in demo mode, makes the
 * smaller copies of images that lack them, ensures admins, and in demo mode makes the demo reseller's OCTO key (its token, to print; null otherwise).
 */
export async function prepareDatabase(
  config: AppConfig,
): Promise<DatabaseHandle & { seeded: boolean; demoResellerToken: string | null }> {
  const handle = openDatabase(config);
  await migrateToLatest(handle.db, handle.dialect);
  let seeded = false;
  if (config.demoMode && (await isDatabaseEmpty(handle.db))) {
    await seedDemoContent(handle.db, config.uploadsDir);
    // With PostgreSQL every instance serves uploads from the database (decision 019).
    if (handle.dialect === 'postgres') await importUploadsDir(dbFileStore(handle.db), config.uploadsDir, 'demo');
    seeded = true;
  }
  // Before listening: pages name the copies of every image (issue 31 §4), so they must all be there.
  await ensureImageVariants(handle.db, handle.dialect, config.uploadsDir);
  await ensureAdmins(handle.db, config);
  const demoResellerToken = await ensureDemoResellerKey(handle.db, config.demoMode);
  return { ...handle, seeded, demoResellerToken };
}
