import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../lib/background-jobs.js';
import { octoBookingService } from './octo.bookings.service.js';

/**
 * Resellers' holds past their expiry are marked EXPIRED every minute, on one instance at a time
 * (decision 041). Their seats stopped counting at the expiry already: the seat count reads
 * `expires_at`, so a late or skipped run never keeps a seat from being sold.
 */
export function octoJobs(deps: FastifyInstance['deps']): PeriodicJob[] {
  const bookings = octoBookingService(deps.db, deps.writes, deps.dialect);
  return [{ name: 'octo:expire-holds', everyMs: 60_000, run: () => bookings.expireHolds() }];
}
