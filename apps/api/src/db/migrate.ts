import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { checkPhone } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from './dialect.js';
import { initialSchema } from './migrations/001-initial-schema.js';
import { adminMigration } from './migrations/004-issue5-admin.js';
import { accountSignInLockMigration } from './migrations/005-account-sign-in-lock.js';
import { bookingReadTokenMigration } from './migrations/006-booking-read-token.js';
import { dropSearchTextMigration } from './migrations/007-drop-search-text.js';
import { idempotencyLeaseMigration } from './migrations/008-idempotency-lease.js';
import { dispatchJobsMigration } from './migrations/012-dispatch-jobs.js';
import { routePointNamesMigration } from './migrations/010-route-point-names.js';
import { mailOutboxMigration } from './migrations/011-mail-outbox.js';
import { translatableContentMigration } from './migrations/009-translatable-content.js';
import { sharedStateMigration } from './migrations/014-shared-state.js';
import { staffRolesNotesMigration } from './migrations/013-staff-roles-notes.js';
import { tourSlugsMigration } from './migrations/015-tour-slugs.js';
import { retentionMigration } from './migrations/017-retention.js';
import { legalTextsMigration } from './migrations/016-legal-texts.js';
import { phoneE164Migration, type PhoneToE164 } from './migrations/018-phone-e164.js';
import { taskRunsMigration } from './migrations/019-task-runs.js';
import { tourDeparturesMigration } from './migrations/023-tour-departures.js';
import { driveTimesMigration } from './migrations/021-drive-times.js';
import { runLinkRevocationMigration } from './migrations/025-run-link-revocation.js';
import { mailAddressCapMigration } from './migrations/028-mail-address-cap.js';
import { bookingChangesMigration } from './migrations/020-booking-changes.js';
import { changeRequestsMigration } from './migrations/024-change-requests.js';
import { tripStatusesMigration } from './migrations/026-trip-statuses.js';
import { cashOnArrivalMigration } from './migrations/027-cash-on-arrival.js';
import { tripMailsMigration } from './migrations/031-trip-mails.js';
import { tourPickupsMigration } from './migrations/029-tour-pickups.js';
import { octoResellersMigration } from './migrations/032-octo-resellers.js';
import type { Database } from './schema.js';

/** Migrations are code (not files found at run time) so the built server carries them; order is by name. */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '001-initial-schema': initialSchema(dialect),
    '004-issue5-admin': adminMigration(dialect),
    '005-account-sign-in-lock': accountSignInLockMigration,
    '006-booking-read-token': bookingReadTokenMigration(),
    '007-drop-search-text': dropSearchTextMigration(),
    '008-idempotency-lease': idempotencyLeaseMigration(),
    '012-dispatch-jobs': dispatchJobsMigration(dialect),
    '010-route-point-names': routePointNamesMigration(),
    '011-mail-outbox': mailOutboxMigration(dialect),
    '009-translatable-content': translatableContentMigration(),
    '014-shared-state': sharedStateMigration(dialect),
    '013-staff-roles-notes': staffRolesNotesMigration(dialect),
    '015-tour-slugs': tourSlugsMigration(dialect),
    '017-retention': retentionMigration(),
    '016-legal-texts': legalTextsMigration(),
    '018-phone-e164': phoneE164Migration(storedPhoneToE164),
    '019-task-runs': taskRunsMigration(),
    '023-tour-departures': tourDeparturesMigration(dialect),
    '021-drive-times': driveTimesMigration(),
    '025-run-link-revocation': runLinkRevocationMigration(),
    '020-booking-changes': bookingChangesMigration(dialect),
    '024-change-requests': changeRequestsMigration(dialect),
    '028-mail-address-cap': mailAddressCapMigration(),
    '026-trip-statuses': tripStatusesMigration(dialect),
    '027-cash-on-arrival': cashOnArrivalMigration(dialect),
    '031-trip-mails': tripMailsMigration(),
    '029-tour-pickups': tourPickupsMigration(dialect),
    '032-octo-resellers': octoResellersMigration(dialect),
  };
}

/** The domain's phone rule (decision 026) for migration 018: the numbers it accepts today, in E.164. */
const storedPhoneToE164: PhoneToE164 = (stored, countryCode) => {
  const check = checkPhone(stored, countryCode);
  return check.ok ? { e164: check.e164, countryCode: check.countryCode } : null;
};

/** Brings the schema up to date; safe to run at every start-up on either dialect. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrationsFor(dialect)) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}
