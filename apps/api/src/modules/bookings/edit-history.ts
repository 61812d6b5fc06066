import type { BookingChangeDto, FieldChange } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { bookingChangesRepository } from './booking-changes.repository.js';

/**
 * The change history a staff edit dialog shows, for a transfer booking and a tour reservation alike
 * (decision 031): newest first, each entry with its changed fields.
 */
export async function editHistory(
  db: Kysely<Database>,
  dialect: DialectName,
  entity: 'booking' | 'tour_reservation',
  id: number,
): Promise<BookingChangeDto[]> {
  const rows = await bookingChangesRepository(db, dialect).historyOf(entity, id);
  return rows.map((r) => ({
    id: r.id,
    at: r.created_at,
    by: r.admin_username,
    changes: JSON.parse(r.changes_json) as FieldChange[],
  }));
}

/** A zod failure of an edit contract as the API's 422: each field with its message keys. */
export function editValidationError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return new AppError(422, 'error.validation', errors);
}
