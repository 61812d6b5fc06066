import type { ReadinessDto } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimitState } from '../../plugins/rate-limits.js';
import { healthRepository as repo } from './health.repository.js';

/**
 * Readiness: this instance can serve requests only while its database answers. A Redis that is away
 * does not make it unready (the limits fail open to per-instance counters, decision 033); it is
 * reported as a degraded part, for the operator's monitoring.
 */
export function healthService(db: Kysely<Database>, dialect: DialectName, rateLimits: RateLimitState) {
  return {
    async readiness(): Promise<ReadinessDto> {
      try {
        await repo.ping(db);
      } catch {
        throw new AppError(503, 'error.not_ready');
      }
      return {
        status: 'ready',
        database: dialect,
        rate_limits: rateLimits.backend,
        degraded: rateLimits.fallingBack() ? ['rate_limits_per_instance'] : [],
      };
    },
  };
}
