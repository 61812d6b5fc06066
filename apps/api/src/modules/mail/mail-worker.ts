import { randomBytes } from 'node:crypto';
import os from 'node:os';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailOutboxRow } from '../../db/schema.js';
import { handleMail, type MailWorkerDeps } from './mail-delivery.js';
import { mailOutboxWorkerRepository as outbox } from './mail-outbox.worker.repository.js';

export { retryDelayMs, type MailWorkerDeps } from './mail-delivery.js';

const BATCH = 10;

/**
 * Delivers the outbox (decision 016): claims due rows under a lease, renders each from its booking,
 * sends it through SMTP, and marks it sent, or gives it back with exponential backoff. Runs only
 * when SMTP_URL is set; without it mail stays queued.
 */
export function mailWorker(deps: MailWorkerDeps) {
  const { db, dialect, config, log } = deps;
  const id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let transport: Transporter | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;

  /** Sends one row; answers 'outage' when the SMTP server could not be reached at all. */
  const handle = (row: MailOutboxRow) => handleMail(deps, { id, transport: transport! }, row);

  /** One pass: claim and send until nothing is due. */
  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const leaseUntil = new Date(Date.now() + config.mail.leaseMs).toISOString();
        const rows = await outbox.claim(db, dialect, id, leaseUntil, BATCH);
        if (rows.length === 0) break;
        // One at a time: an SMTP server is gentler on one connection, and stop() waits for at most one send.
        for (const [i, row] of rows.entries()) {
          const outcome = stopped ? 'stopped' : await handle(row);
          if (outcome !== 'done') {
            // Unreachable server, or shutting down: the rest waits for the next pass, untried.
            await outbox.unclaim(
              db,
              rows.slice(outcome === 'stopped' ? i : i + 1).map((r) => r.id),
              id,
            );
            return;
          }
        }
      }
    } while (again && !stopped);
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain()
        .catch((err: unknown) =>
          log.warn({ err: err instanceof Error ? err.message : String(err) }, 'mail worker pass failed'),
        )
        .finally(() => {
          running = undefined;
          schedule(config.mail.pollMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    /** whether mail can leave at all (SMTP_URL set) */
    enabled: Boolean(config.smtpUrl),
    start() {
      if (!config.smtpUrl || !stopped) return;
      transport = nodemailer.createTransport(config.smtpUrl);
      stopped = false;
      schedule(0);
    },
    /** Looks for due mail now (after an event), instead of at the next poll. */
    nudge() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      clearTimeout(timer);
      schedule(0);
    },
    /** Stops claiming and waits for the mail being sent, so a shutdown never cuts a delivery in half. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}

export type MailWorker = ReturnType<typeof mailWorker>;
