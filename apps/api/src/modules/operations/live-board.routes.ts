import { LIVE_BOARD_EVENT_NAME, type LiveBoardEvent } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { OPERATIONS_TOO } from '../../plugins/admin-access.js';
import { failures } from '../../plugins/api-contract.js';
import { REQUEST_ID_HEADER } from '../../plugins/observability.js';
import { sessionService } from '../auth/session.service.js';
import type { OpenLiveStream } from './live-streams.js';

/** How long the browser waits before reconnecting a stream that ended (the SSE `retry` field). */
const RECONNECT_MS = 3_000;
/** A client this far behind is not reading: it is cut and catches up by refetching when back. */
const MAX_UNSENT_BYTES = 64 * 1024;

const acceptsEventStream = (accept: string | undefined): boolean =>
  (accept ?? '').split(',').some((part) => part.trim().split(';')[0] === 'text/event-stream');

/**
 * GET /admin/operations/live: the 'Operasyon' board's server-sent events (issue 26 item 3,
 * decision 039). Open to the staff who may see the board; a driver's link opens nothing here. An
 * event says what changed, and the board refetches its day; on every (re)connect it refetches too,
 * so a missed event costs nothing. The answer is never compressed or buffered by a proxy
 * (`no-transform`, `X-Accel-Buffering: no`), a heartbeat comment goes down every
 * `LIVE_HEARTBEAT_MS` and rechecks the session (signed out or disabled: the stream ends).
 */
export async function liveBoardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { liveBoard, liveStreams, config } = app.deps;
  const sessions = sessionService(app.deps.db);
  app.addHook('preClose', () => liveStreams.endAll());

  app.get(
    '/admin/operations/live',
    {
      // Reconnects come every few seconds at most; a client looping faster is told 429.
      config: { access: 'admin', roles: OPERATIONS_TOO, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'adminLiveBoard',
        tags: ['admin-operations'],
        description:
          "Server-sent events for the 'Operasyon' board (Accept: text/event-stream, else 406): `event: board` with a driver's status (job, day, status, server time) or `changed` (staff changed something, or events may have been missed); refetch the day on each and on every reconnect. 503 with Retry-After when this instance holds its most streams.",
        response: {
          200: z.any().describe('text/event-stream'),
          ...failures(406, 503),
        },
      },
    },
    async (req, reply) => {
      if (!acceptsEventStream(req.headers.accept)) throw new AppError(406, 'error.live_stream_accept');
      const admin = requireAdmin(req);
      if (!liveStreams.hasRoomFor(admin.id))
        throw new AppError(503, 'error.live_streams_full', undefined, { 'retry-after': '10' });

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        [REQUEST_ID_HEADER]: req.id,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      let ended = false;
      const write = (chunk: string) => {
        if (ended) return;
        if (res.writableLength > MAX_UNSENT_BYTES) return end();
        res.write(chunk);
      };
      const send = (event: LiveBoardEvent) =>
        write(`event: ${LIVE_BOARD_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = liveBoard.subscribe(send);
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n');
        // a database outage is not a sign-out: only a session known to be gone ends the stream
        void sessions.authenticate(req).then(
          (still) => (still === null ? end() : undefined),
          () => undefined,
        );
      }, config.liveStreams.heartbeatMs);
      heartbeat.unref();
      const stream: OpenLiveStream = { adminId: admin.id, end };
      function end(): void {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        liveStreams.remove(stream);
        res.end();
      }
      res.on('close', end);
      liveStreams.add(stream);
      write(`retry: ${RECONNECT_MS}\n: open\n\n`);
    },
  );
}
