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
});
export type ReadinessDto = z.infer<typeof readinessDto>;
