import type { ReadinessDto } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { healthRepository as repo } from './health.repository.js';

/** Readiness: this instance can serve requests only while its database answers. */
export function healthService(db: Kysely<Database>, dialect: DialectName) {
  return {
    async readiness(): Promise<ReadinessDto> {
      try {
        await repo.ping(db);
      } catch {
        throw new AppError(503, 'error.not_ready');
      }
      return { status: 'ready', database: dialect };
    },
  };
}
