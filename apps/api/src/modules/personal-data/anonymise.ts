import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { anonymiseRepository as repo } from './anonymise.repository.js';

type Trx = Transaction<Database>;

/** What is written where a name was: statistics and lists still read a word, never a person. */
export const ANONYMOUS_NAME = 'Anonim';
/** Domain of the replacement addresses: `.invalid` can never receive mail (RFC 2606). */
export const ANONYMOUS_EMAIL_DOMAIN = 'anonim.invalid';

/**
 * Keys of audit snapshots that can copy a person's data: a customer's address (ip) and change
 * request (note), a staff note's body, a dispatch note, and the nested shapes of a deleted record's
 * snapshot (`customer: { name, email, phone }`, `main_passenger`, `guests`). They are blanked at
 * any depth in the audit entries of the anonymised rows; who did what and when stays.
 */
const PERSONAL_AUDIT_KEYS = new Set([
  'customer',
  'main_passenger',
  'guests',
  'email',
  'phone',
  'first_name',
  'last_name',
  'to_address',
  'ip',
  'note',
  'body',
  'customer_first_name',
  'customer_last_name',
  'customer_name',
  'customer_surname',
  'customer_email',
  'customer_phone',
  'identity_number',
  'company',
  'hotel_name',
  'flight_code',
  'special_requests',
  'main_passenger_name',
  'main_passenger_phone',
  'ticket_image',
  'extra_passengers',
]);

/** What one anonymisation changed. */
export interface AnonymisedCounts {
  bookings: number;
  tour_reservations: number;
  files: number;
  mails: number;
}

/**
 * Erases the personal data of the given bookings and tour reservations in `trx` (decision 023),
 * skipping rows already anonymised (so running it twice changes nothing):
 * - names become 'Anonim', phones empty, identity and passport numbers, company, hotel, flight,
 *   main passenger, special requests and the ticket image cleared, extra passengers deleted;
 * - the e-mail becomes `anonim-<random>@anonim.invalid`, one random value per address within a call,
 *   (as the database lower-cases it), so the dashboard's count of distinct customers does not change;
 * - their internal notes are deleted, dispatch notes cleared, outbox rows lose the address, the
 *   note and the error text (mail still queued is given up: it would go nowhere);
 * - audit snapshots of these rows, their notes and jobs lose the keys that copy personal data;
 * - ticket files are deleted from the database store and from disk before the commit.
 * Dates, route, vehicle type, prices, currency, status, PNR and language stay.
 */
export async function anonymiseRecords(
  trx: Trx,
  ids: { bookings: readonly number[]; tourReservations: readonly number[] },
  uploadsDir: string,
  at = new Date().toISOString(),
): Promise<AnonymisedCounts> {
  const counts: AnonymisedCounts = { bookings: 0, tour_reservations: 0, files: 0, mails: 0 };
  const tokens = new Map<string, string>();
  // Keyed by the database's own lower(), the fold the dashboard counts distinct customers by, so
  // that count is the same after the erasure as before.
  const emailFor = (key: string) => {
    let token = tokens.get(key);
    if (!token) tokens.set(key, (token = randomBytes(8).toString('hex')));
    return `anonim-${token}@${ANONYMOUS_EMAIL_DOMAIN}`;
  };

  const bookings = ids.bookings.length ? await repo.bookingsToErase(trx, ids.bookings) : [];
  const tours = ids.tourReservations.length ? await repo.tourReservationsToErase(trx, ids.tourReservations) : [];
  if (bookings.length === 0 && tours.length === 0) return counts;

  for (const b of bookings) {
    await repo.updateBooking(trx, b.id, {
      customer_first_name: ANONYMOUS_NAME,
      customer_last_name: '',
      customer_email: emailFor(b.email_key),
      customer_phone: '',
      identity_number: null,
      company: null,
      flight_code: null,
      hotel_name: null,
      departure_flight_time: null,
      arrival_flight_time: null,
      ticket_image: null,
      main_passenger_name: null,
      main_passenger_phone: null,
      special_requests: null,
      read_token_hash: null,
      read_token_expires_at: null,
      anonymised_at: at,
      updated_at: at,
    });
  }
  for (const t of tours) {
    await repo.updateTourReservation(trx, t.id, {
      customer_name: ANONYMOUS_NAME,
      customer_surname: '',
      customer_email: emailFor(t.email_key),
      customer_phone: '',
      special_requests: null,
      anonymised_at: at,
      updated_at: at,
    });
  }
  const bookingIds = bookings.map((b) => b.id);
  const tourIds = tours.map((t) => t.id);
  counts.bookings = bookingIds.length;
  counts.tour_reservations = tourIds.length;

  if (bookingIds.length) await repo.deleteGuests(trx, bookingIds);

  const noteIds: number[] = [];
  const jobIds: number[] = [];
  for (const [target, list] of [
    ['booking', bookingIds],
    ['tour_reservation', tourIds],
  ] as const) {
    if (list.length === 0) continue;
    noteIds.push(...(await repo.deleteNotes(trx, target, list)));
    jobIds.push(...(await repo.clearJobNotes(trx, target, list)));

    // Mail still waiting would be rendered from the anonymised row and sent nowhere: it is given up.
    await repo.failWaitingMails(trx, target, list);
    counts.mails += await repo.blankMails(trx, target, list, at);
  }

  await forgetIdempotentAnswers(trx, [...bookings, ...tours].map((r) => r.pnr_code));

  await scrubAudit(trx, 'booking', bookingIds);
  await scrubAudit(trx, 'tour_reservation', tourIds);
  await scrubAudit(trx, 'internal_note', noteIds);
  await scrubAudit(trx, 'dispatch_job', jobIds);

  for (const b of bookings) {
    if (await eraseUpload(trx, uploadsDir, b.ticket_image)) counts.files++;
  }
  return counts;
}

/** Blanks the personal keys of the audit snapshots of `entity` rows `ids`. */
async function scrubAudit(trx: Trx, entity: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await repo.auditSnapshotsOf(trx, entity, ids);
  for (const row of rows) {
    const before = scrubSnapshot(row.before_json);
    const after = scrubSnapshot(row.after_json);
    if (before === row.before_json && after === row.after_json) continue;
    await repo.setAuditSnapshots(trx, row.id, before, after);
  }
}

/**
 * The answer a replayed idempotency key gets once the booking it created is erased: the stored
 * answer carried the customer's name, e-mail, phone and flight for 24 h after an erasure. The key
 * stays claimed, so a replay still never books twice.
 */
export const ERASED_ANSWER = { success: false, message: 'error.personal_data_erased' } as const;
export const ERASED_ANSWER_STATUS = 410;

/** Replaces the stored answers that name these PNRs (each answer of a booking request names its PNR). */
export async function forgetIdempotentAnswers(trx: Trx, pnrs: readonly string[]): Promise<void> {
  for (const pnr of pnrs) {
    await repo.replaceAnswersNaming(trx, pnr, ERASED_ANSWER_STATUS, JSON.stringify(ERASED_ANSWER));
  }
}

/** Scrubs audit entries by their ids (the snapshots of records staff deleted); how many changed. */
export async function scrubAuditEntries(trx: Trx, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await repo.auditSnapshotsById(trx, ids);
  let changed = 0;
  for (const row of rows) {
    const before = scrubSnapshot(row.before_json);
    const after = scrubSnapshot(row.after_json);
    if (before === row.before_json && after === row.after_json) continue;
    await repo.setAuditSnapshots(trx, row.id, before, after);
    changed++;
  }
  return changed;
}

/** Sets the personal keys of a parsed snapshot to null at any depth; whether anything changed. */
function scrubValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.map(scrubValue).some(Boolean);
  if (value === null || typeof value !== 'object') return false;
  const obj = value as Record<string, unknown>;
  let changed = false;
  for (const key of Object.keys(obj)) {
    if (PERSONAL_AUDIT_KEYS.has(key)) {
      if (obj[key] !== null) {
        obj[key] = null;
        changed = true;
      }
    } else if (scrubValue(obj[key])) changed = true;
  }
  return changed;
}

/** The snapshot with its personal keys set to null at any depth; the same string when there were none. */
export function scrubSnapshot(json: string | null): string | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    // a snapshot cut at its size limit is not JSON: it may hold anything, so nothing of it is kept
    return null;
  }
  return scrubValue(value) ? JSON.stringify(value) : json;
}

/**
 * Deletes an uploaded file by its public path from both storage modes: the database store (in the
 * transaction, so the erasure and the row's change commit together) and the local disk.
 */
async function eraseUpload(trx: Trx, uploadsDir: string, url: string | null): Promise<boolean> {
  if (!url?.startsWith('/uploads/')) return false;
  const rel = url.slice('/uploads/'.length);
  const abs = path.resolve(uploadsDir, rel);
  if (!abs.startsWith(path.resolve(uploadsDir) + path.sep)) return false;
  const stored = await repo.deleteStoredFile(trx, rel);
  const onDisk = fs.existsSync(abs);
  fs.rmSync(abs, { force: true });
  return onDisk || stored;
}
