import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { DialectName } from './db/dialect.js';
import type { Database } from './db/schema.js';
import { CacheInvalidation } from './lib/cache-invalidation.js';
import { dbControlRepository } from './lib/db-control.repository.js';
import { startPgInvalidationChannel } from './lib/pg-invalidation-channel.js';
import { LIVE_BOARD_CHANNEL, LiveBoard } from './modules/operations/live-board.js';

/**
 * The cache invalidation and the live board, wired together and, on PostgreSQL, to the other
 * instances; closed with the app.
 */
export async function startLiveChannels(
  app: FastifyInstance,
  { config, db, dialect }: { config: AppConfig; db: Kysely<Database>; dialect: DialectName },
): Promise<{ invalidation: CacheInvalidation; liveBoard: LiveBoard }> {
  const invalidation = new CacheInvalidation();
  // Every staff write (here or on another instance) and every lost channel tells open boards to
  // refetch; drivers' taps come as their own events (decision 039).
  const liveBoard = new LiveBoard();
  invalidation.onInvalidate(() => liveBoard.changed());
  app.addHook('onClose', async () => liveBoard.close());
  if (dialect === 'postgres' && config.databaseUrl) {
    // Other instances' writes reach this one's caches through LISTEN/NOTIFY (decision 019), and
    // their board events on the same listening connection.
    liveBoard.connectChannel((payload) =>
      dbControlRepository.notify(db, LIVE_BOARD_CHANNEL, payload).catch((err: unknown) => {
        app.log.warn(`live board event not sent: ${err instanceof Error ? err.message : String(err)}`);
      }),
    );
    const channel = startPgInvalidationChannel(invalidation, {
      connectionString: config.databaseUrl,
      db,
      log: app.log,
      relays: { [LIVE_BOARD_CHANNEL]: (payload) => liveBoard.receive(payload) },
    });
    app.addHook('onClose', () => channel.close());
    await channel.ready;
  }
  return { invalidation, liveBoard };
}
