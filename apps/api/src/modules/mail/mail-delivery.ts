import type { FastifyBaseLogger } from 'fastify';
import { statusDescribedBy } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { DialectName } from '../../db/dialect.js';
import type { Database, MailOutboxRow } from '../../db/schema.js';
import type { AppMetrics } from '../../lib/metrics.js';
import { loadBrand, loadTrip, type Brand, type Trip } from './mail-content.js';
import { JOB_MAIL_TEMPLATES, renderMail, type JobMailFacts, type MailTemplate } from './mail-render.js';
import { JobMailGone, loadJobMail } from '../trip-mails/job-mail.js';
import { mailOutboxWorkerRepository as outbox } from './mail-outbox.worker.repository.js';
import { operatorAddress } from './mail-settings.js';
import { manageUrlOf } from '../self-service/manage-link.js';
import { tripCalendar } from './trip-calendar.js';
import { renderVoucher } from '../self-service/voucher.js';

/** A delivery that can never succeed by retrying (the server refused the message for good). */
class PermanentMailError extends Error {}

/** A status mail whose status the booking no longer has: dropped, not sent (decision 031). */
class SupersededMailError extends Error {}

/** A visitor-triggered customer mail over its address's hourly share: kept for staff (decision 033). */
class HeldMailError extends Error {
  constructor(readonly to: string) {
    super('the address had its customer mails for this hour: waiting for staff');
  }
}

/** Templates whose customer mail carries the voucher: the receipt, and the confirmation re-issuing it. */
const VOUCHER_TEMPLATES: ReadonlySet<string> = new Set(['created', 'confirmed']);

/** Delay before attempt `attempts + 1`: base · 2^(attempts-1), capped. */
export const retryDelayMs = (attempts: number, baseMs: number, maxMs: number): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(30, attempts - 1)));

/** Whether an SMTP error is a refusal for good (5xx reply) rather than an outage. */
const isPermanent = (err: unknown): boolean => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return err instanceof PermanentMailError || (typeof code === 'number' && code >= 500 && code < 600);
};

/** Whether the SMTP server could not be reached at all (as opposed to refusing one message). */
const isOutage = (err: unknown): boolean => {
  const code = (err as { code?: unknown }).code;
  return (
    typeof code === 'string' && ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(code)
  );
};

export interface MailWorkerDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'operatorEmail' | 'publicUrl' | 'host' | 'port' | 'mail'>;
  log: FastifyBaseLogger;
  /** counts each delivery's outcome (decision 030) */
  metrics?: Pick<AppMetrics, 'mailDeliveries'>;
}

/** Renders one outbox row from its booking and sends it; answers the address it went to. */
async function deliver(deps: MailWorkerDeps, transport: Transporter, row: MailOutboxRow): Promise<string> {
  const { db, config, log } = deps;
  const trip = await loadTrip(db, row.entity, row.entity_id, row.language);
  if (!trip) throw new PermanentMailError('booking no longer exists');
  // Checked here, as the mail leaves, not when it was queued: a 'confirmed' mail still waiting
  // (SMTP down, a retry) after staff cancelled must not tell the customer the booking stands.
  const described = row.recipient === 'customer' ? statusDescribedBy(row.template) : null;
  if (described && trip.status !== described)
    throw new SupersededMailError(`status is now ${trip.status}, the mail announced ${described}`);
  // A mail about one leg (its driver, the reminder, the review request) names what holds as it leaves.
  let job: JobMailFacts | undefined;
  if (JOB_MAIL_TEMPLATES.includes(row.template)) {
    job = await loadJobMail(db, row).catch((err: unknown) => {
      throw err instanceof JobMailGone ? new SupersededMailError(err.message) : err;
    });
  }
  const to = row.recipient === 'operator' ? await operatorAddress(db, config) : trip.customer.email;
  if (!to) throw new PermanentMailError('no operator address (OPERATOR_EMAIL or the operator_email setting)');
  // Anyone can type any address into a booking: a visitor's actions send one address only so many
  // mails an hour; the rest wait for staff (issue 28 item 5). Staff's own mails are never held.
  if (row.recipient === 'customer' && row.visitor_triggered === 1) {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    if ((await outbox.visitorMailsTo(db, to, since, row.id)) >= config.mail.perAddressPerHour)
      throw new HeldMailError(to);
  }
  const brand = await loadBrand(db, config);
  const manageUrl = manageUrlOf(brand.siteUrl, trip.pnr, row.language);
  const template = row.template as MailTemplate;
  const mail = await renderMail(trip, brand, {
    template,
    recipient: row.recipient,
    language: row.language,
    manageUrl,
    note: row.note,
    ...(job ? { job } : {}),
  });
  const attachments =
    row.recipient === 'customer' && VOUCHER_TEMPLATES.has(template)
      ? [
          {
            filename: `voucher-${trip.pnr}.pdf`,
            content: await renderVoucher(trip, brand, row.language, manageUrl),
            contentType: 'application/pdf',
          },
          // the pickup in the traveller's calendar (issue 25 §4), one event per leg or tour
          ...calendarAttachment(trip, brand, row.language, manageUrl, log),
        ]
      : [];
  await transport.sendMail({
    from: config.mailFrom ?? `${brand.siteName} <no-reply@${new URL(brand.siteUrl).hostname}>`,
    to,
    // The operator answers the customer; the customer's answer reaches the operator's contact address
    // rather than an unread sender mailbox (issue 25 §4).
    ...(row.recipient === 'operator'
      ? { replyTo: trip.customer.email }
      : brand.email
        ? { replyTo: brand.email }
        : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments,
    // One Message-ID per outbox row: were a row ever delivered twice (a crash between the SMTP
    // answer and the commit), mail systems can still tell it is the same message.
    messageId: `<outbox-${row.id}-${row.pnr_code}@${new URL(brand.siteUrl).hostname}>`,
    headers: { 'X-Riviera-Outbox-Id': String(row.id) },
  });
  return to;
}

/** Sends one row; answers 'outage' when the SMTP server could not be reached at all. */
export async function handleMail(
  deps: MailWorkerDeps,
  worker: { id: string; transport: Transporter },
  row: MailOutboxRow,
): Promise<'done' | 'outage'> {
  const { db, config, log, metrics } = deps;
  const { id } = worker;
  try {
    const to = await deliver(deps, worker.transport, row);
    await outbox.markSent(db, row.id, id, to);
    metrics?.mailDeliveries.inc({ outcome: 'sent' });
    return 'done';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof HeldMailError) {
      log.warn(
        { outboxId: row.id, pnr: row.pnr_code },
        'customer mail held: its address had its share this hour',
      );
      await outbox.markHeld(db, row.id, id, err.to, message);
      metrics?.mailDeliveries.inc({ outcome: 'held' });
      return 'done';
    }
    if (err instanceof SupersededMailError) {
      log.info({ outboxId: row.id, reason: message }, 'mail superseded by a later status');
      await outbox.markSuperseded(db, row.id, id, message);
      metrics?.mailDeliveries.inc({ outcome: 'superseded' });
      return 'done';
    }
    const permanent = isPermanent(err);
    const next = new Date(
      Date.now() + retryDelayMs(row.attempts, config.mail.retryBaseMs, config.mail.retryMaxMs),
    ).toISOString();
    log.warn(
      { outboxId: row.id, attempts: row.attempts, err: message },
      permanent ? 'mail failed' : 'mail delivery will be retried',
    );
    await outbox.release(db, row.id, id, {
      status: permanent ? 'failed' : 'queued',
      error: message,
      nextAttemptAt: next,
    });
    metrics?.mailDeliveries.inc({ outcome: permanent ? 'failed' : 'retry' });
    return isOutage(err) ? 'outage' : 'done';
  }
}
/** The trip's .ics file as a mail attachment; none for a trip without a dated leg. */
function calendarAttachment(
  trip: Trip,
  brand: Brand,
  language: string,
  manageUrl: string,
  log: { warn: (obj: object, msg: string) => void },
) {
  // The calendar is a convenience: a trip it cannot describe is logged, and the mail goes without it.
  try {
    const ics = tripCalendar(trip, brand, language, manageUrl);
    return ics
      ? [{ filename: `${trip.pnr}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8' }]
      : [];
  } catch (err) {
    log.warn(
      { pnr: trip.pnr, err: err instanceof Error ? err.message : String(err) },
      'calendar attachment left out',
    );
    return [];
  }
}
