import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';
import type { CacheInvalidation } from './cache-invalidation.js';
import { dbControlRepository } from './db-control.repository.js';

/** The PostgreSQL notification channel that carries "the catalogue changed" between instances. */
export const INVALIDATION_CHANNEL = 'riviera_catalogue_changed';

export interface PgInvalidationChannel {
  /** resolves once the first LISTEN succeeded or failed (a failure keeps retrying in the background) */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface ChannelOptions {
  connectionString: string;
  /** the request pool, through which NOTIFY is sent */
  db: Kysely<Database>;
  /** first retry delay after losing the connection; doubles up to `maxBackoffMs` */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  log?: { warn(msg: string): void };
  /**
   * Further channels heard on the same listening connection (the live board's events, decision
   * 039), so an instance holds one LISTEN connection however many channels it hears. Losing it marks
   * the caches not live, which every cache listener (the board's 'changed' too) hears.
   */
  relays?: Readonly<Record<string, (payload: string) => void>>;
}

/**
 * Carries cache invalidations between API instances over LISTEN/NOTIFY. Each instance LISTENs on a
 * dedicated connection (a pooled one would be handed to queries and lose its LISTEN) and, on a
 * notification, empties its caches; PostgreSQL delivers it within milliseconds of the sender's
 * commit. Publishing sends NOTIFY through the request pool, so a write on an instance that is itself
 * not listening for a moment still reaches the others. Losing the connection marks the caches not live (emptied and bypassed, since writes
 * made meanwhile would go unheard) and reconnects with a growing delay; once listening again, the
 * caches are emptied once more and serve again.
 */
export function startPgInvalidationChannel(bus: CacheInvalidation, opts: ChannelOptions): PgInvalidationChannel {
  const minBackoff = opts.minBackoffMs ?? 100;
  const maxBackoff = opts.maxBackoffMs ?? 5_000;
  const relays = opts.relays ?? {};
  let client: pg.Client | undefined;
  let closed = false;
  let backoff = minBackoff;
  let retryTimer: NodeJS.Timeout | undefined;
  bus.setLive(false);

  const lost = (why: string) => {
    if (closed) return;
    if (bus.isLive) opts.log?.warn(`cache invalidation channel lost (${why}); caches bypassed until it is back`);
    bus.setLive(false);
    const dead = client;
    client = undefined;
    dead?.removeAllListeners('notification');
    void dead?.end().catch(() => undefined);
    if (!retryTimer) {
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void connect();
      }, backoff);
      retryTimer.unref();
      backoff = Math.min(backoff * 2, maxBackoff);
    }
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString: opts.connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client = c;
    // An 'error' without a listener would end the process (decision 010).
    c.on('error', (err) => {
      if (client === c) lost(err.message);
    });
    c.on('end', () => {
      if (client === c) lost('connection ended');
    });
    c.on('notification', (msg) => {
      if (msg.channel === INVALIDATION_CHANNEL) bus.emitLocal();
      else if (Object.hasOwn(relays, msg.channel)) relays[msg.channel]!(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      for (const channel of Object.keys(relays)) await c.query(`LISTEN ${channel}`);
      if (client !== c || closed) return;
      backoff = minBackoff;
      bus.setLive(true);
    } catch (err) {
      if (client === c) lost(err instanceof Error ? err.message : String(err));
    }
  };

  bus.connectChannel(async () => {
    // The write has committed already; a NOTIFY that fails means the database is away, in which case
    // every instance has lost its LISTEN too and bypasses its cache, so there is nothing to undo.
    await dbControlRepository.notify(opts.db, INVALIDATION_CHANNEL).then(
      () => undefined,
      (err: unknown) => opts.log?.warn(`cache invalidation not sent: ${err instanceof Error ? err.message : String(err)}`),
    );
  });

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
