import type { Kysely } from 'kysely';

/**
 * Share links that can die (decision 032): a driver's link for a day can be revoked from the back
 * office. Revoked links stay until they expire (the list of live links leaves them out) so that a
 * revocation is a fact on record, not a row gone. A plain nullable text (ISO time) on both dialects.
 */
export function runLinkRevocationMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('driver_run_links').addColumn('revoked_at', 'text').execute();
    },
  };
}
