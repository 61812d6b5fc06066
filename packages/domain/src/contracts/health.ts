import { z } from 'zod/mini';

/**
 * Answers of GET /health (the process is alive) and GET /ready (the database answers too), what
 * load balancers and the test runners poll. zod/mini like every answer contract (decision 013).
 */
export const healthDto = z.object({ status: z.literal('ok') });
export type HealthDto = z.infer<typeof healthDto>;

export const readinessDto = z.object({
  status: z.literal('ready'),
  /** which database this instance runs on */
  database: z.enum(['sqlite', 'postgres']),
  /** where the rate limits count: shared by every instance (redis, postgres) or in this one (memory) */
  rate_limits: z.enum(['redis', 'postgres', 'memory']),
  /**
   * What serves in a reduced way, still ready (decision 033): `rate_limits_per_instance` while Redis
   * is away and this instance counts the limits on its own.
   */
  degraded: z.array(z.enum(['rate_limits_per_instance'])),
});
export type ReadinessDto = z.infer<typeof readinessDto>;
