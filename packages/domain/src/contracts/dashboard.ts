import { z } from 'zod/mini';

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
  revenue_currency: z.literal('TRY'),
  /** 'YYYY-MM' (Istanbul) */
  month: z.string(),
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
