import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../lib/background-jobs.js';
import { queueDueReminders } from './trip-mails.service.js';

/**
 * The reminder schedule (decision 040) as a periodic job of the server: every
 * TRIP_REMINDER_INTERVAL_MS (a minute by default; 0: none) under its lock, so usually one instance
 * runs a round; the once-only key makes a second round, instance or restart queue nothing twice.
 */
export function tripMailJobs(deps: FastifyInstance['deps']): PeriodicJob[] {
  const everyMs = deps.config.tripReminderIntervalMs;
  if (everyMs <= 0) return [];
  return [{ name: 'trip-mails:reminders', everyMs, run: () => queueDueReminders(deps.db) }];
}
