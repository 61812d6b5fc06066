import { z } from 'zod/mini';
import { MAIL_SETUP_PROBLEMS } from '../mail-settings.js';

/**
 * Back-office dashboard answers (GET /dashboard/stats, /dashboard/activities). zod/mini like every
 * answer contract (decision 013).
 */
export const dashboardStatsDto = z.object({
  /** every tour, active or not */
  total_tours: z.number(),
  /** pending and confirmed transfer bookings and tour reservations */
  active_bookings: z.number(),
  /** this Istanbul month's non-cancelled bookings and reservations, in TRY at each one's stored rate */
  monthly_revenue: z.number(),
  /** distinct e-mail addresses over transfers and tours */
  total_customers: z.number(),
  /** customers' change requests waiting for staff's answer (decision 031) */
  open_change_requests: z.number(),
  revenue_currency: z.literal('TRY'),
  /** 'YYYY-MM' (Istanbul) */
  month: z.string(),
  /**
   * This month's tour reservations (not cancelled, made this Istanbul month) by who sold them
   * (decision 041): the website (channel null) first, then each reseller by name.
   */
  tour_channels: z.array(
    z.object({
      channel: z.nullable(z.string()),
      reservations: z.number(),
      /** adults and children */
      seats: z.number(),
      /** in TRY at each reservation's stored rate, like monthly_revenue */
      revenue: z.number(),
    }),
  ),
});
export type DashboardStatsDto = z.infer<typeof dashboardStatsDto>;

export const ACTIVITY_TYPES = ['booking', 'tour', 'cancel', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** One line of the recent-activities list. */
export const activityDto = z.object({
  type: z.enum(ACTIVITY_TYPES),
  action: z.string(),
  detail: z.string(),
  /** ISO instant */
  time: z.string(),
});
export type ActivityDto = z.infer<typeof activityDto>;

export const activityListDto = z.array(activityDto);

/** The last run of a background task (the exchange-rate refresh, personal-data retention). */
export const taskRunDto = z.object({
  /** ISO instant the last run ended, null when it never ran */
  last_run_at: z.nullable(z.string()),
  last_outcome: z.nullable(z.enum(['ok', 'failed'])),
  /** why the last run failed; null after a success */
  last_error: z.nullable(z.string()),
  /** ISO instant the last successful run ended (kept through later failures) */
  last_ok_at: z.nullable(z.string()),
  /** the staff member who started the last run; null for a background run */
  last_by: z.nullable(z.string()),
  /** what the last successful run did: counts by name */
  summary: z.nullable(z.record(z.string(), z.number())),
});
export type TaskRunDto = z.infer<typeof taskRunDto>;

/** GET /dashboard/operations: how the site's background work is doing (decision 030). */
export const dashboardOperationsDto = z.object({
  mail: z.object({
    /** mails queued or being sent */
    waiting: z.number(),
    /** mails the mail server refused for good in the last 7 days */
    failed: z.number(),
    /** ISO instant the oldest waiting mail was queued; null when none waits */
    oldest_waiting_at: z.nullable(z.string()),
    /** whether mail can leave at all (SMTP_URL set); without it mail only waits */
    sending_enabled: z.boolean(),
    /** what is wrong with how mail is set up or sent (`mailSetupProblems`), in the order to fix them */
    problems: z.array(z.enum(MAIL_SETUP_PROBLEMS)),
    /**
     * Customer mails held over their address's hourly share (issue 28, decision 033), newest first
     * (at most 10): staff decide, in the booking's mail history, whether to send them.
     */
    held: z.array(
      z.object({
        entity: z.enum(['booking', 'tour_reservation']),
        pnr_code: z.string(),
        to_address: z.nullable(z.string()),
        held_at: z.string(),
      }),
    ),
  }),
  rates: taskRunDto,
  retention: z.object({
    ...taskRunDto.shape,
    /** how often the server runs it by itself, in minutes; 0 when only staff run it */
    every_minutes: z.number(),
  }),
});
export type DashboardOperationsDto = z.infer<typeof dashboardOperationsDto>;
