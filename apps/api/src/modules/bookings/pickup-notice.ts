import { BOOKING_MIN_NOTICE_HOURS_KEY, pickupTimeProblem, wholeNumberSetting } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { siteSettingRepository } from '../site-settings/site-settings.repository.js';

/** The operator's minimum notice in hours (site setting; 0 when unset): how far ahead a pickup must be. */
export async function readMinNoticeHours(db: Kysely<Database>): Promise<number> {
  return wholeNumberSetting(BOOKING_MIN_NOTICE_HOURS_KEY, await siteSettingRepository.valueOf(db, BOOKING_MIN_NOTICE_HOURS_KEY));
}

/**
 * Refuses (422 on the pickup time) a pickup closer to now than the operator's minimum notice, in
 * Istanbul time. Past times are already refused by the shared schema; this adds the notice, which
 * lives in the database and so can only be checked here.
 */
export async function assertPickupNotice(
  db: Kysely<Database>,
  trip: { pickup_date: string; pickup_time: string },
  now: Date = new Date(),
): Promise<void> {
  // The forms check the same rule where the time is chosen (issue 32).
  const problem = pickupTimeProblem(trip.pickup_date, trip.pickup_time, now, await readMinNoticeHours(db));
  if (problem) throw new AppError(422, problem, { pickup_time: [problem] });
}
