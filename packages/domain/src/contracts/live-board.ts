import { z } from 'zod';
import { TRIP_STATUSES } from '../operations/trip-status.js';

/**
 * What the live board's event stream carries (issue 26 item 3, decision 039). Events are hints,
 * not the board's data: a board that hears one refetches its day, so an event lost (a reconnect,
 * an instance restarting) never leaves a board wrong once it catches up.
 */
export const liveBoardEvent = z.discriminatedUnion('kind', [
  /** a driver's tap: the job, its Istanbul day, the status and the server's time */
  z.object({
    kind: z.literal('trip_status'),
    job_id: z.number().int(),
    date: z.string(),
    status: z.enum(TRIP_STATUSES),
    at: z.string(),
  }),
  /** staff changed something (an assignment, a booking), or events may have been missed: refetch */
  z.object({ kind: z.literal('changed') }),
]);
export type LiveBoardEvent = z.infer<typeof liveBoardEvent>;

/** The SSE event name every live board event is sent under. */
export const LIVE_BOARD_EVENT_NAME = 'board';
