import { statusMailTemplate, type BookingStatus } from '@riviera/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bookingLanguageOf } from './booking-language.js';
import { mailOutboxRepository } from './mail-outbox.repository.js';

/** The operator's own mails are in Turkish whatever language the customer booked in. */
const OPERATOR_LANGUAGE = 'tr';

/** What a mail is about: a transfer booking or a tour reservation. */
export interface MailSubject {
  entity: 'booking' | 'tour_reservation';
  entityId: number;
  pnr: string;
}

/**
 * Queues the mails of a new booking or reservation in its own transaction: the customer's
 * confirmation (with the voucher) and the operator's notice.
 */
export async function enqueueCreatedMails(trx: Transaction<Database>, s: MailSubject): Promise<void> {
  const language = await bookingLanguageOf(trx, s.entity, s.entityId);
  const base = { entity: s.entity, entity_id: s.entityId, pnr_code: s.pnr, language, template: 'created' };
  await mailOutboxRepository.enqueue(trx, [
    // a visitor's booking: capped per address and hour (decision 033); the operator's notice is not
    { ...base, recipient: 'customer', visitor_triggered: 1 },
    { ...base, recipient: 'operator', language: OPERATOR_LANGUAGE },
  ]);
}

/** Queues the customer's mail for a status staff set: only 'confirmed' and 'cancelled' have one. */
export async function enqueueStatusMail(
  trx: Transaction<Database>,
  s: MailSubject,
  status: BookingStatus,
): Promise<void> {
  const template = statusMailTemplate(status);
  if (!template) return;
  const language = await bookingLanguageOf(trx, s.entity, s.entityId);
  await mailOutboxRepository.enqueue(trx, [
    {
      entity: s.entity,
      entity_id: s.entityId,
      pnr_code: s.pnr,
      language,
      template,
      recipient: 'customer',
    },
  ]);
}

/** Queues the mails of a customer's own action (a cancellation, a change request): to both sides. */
export async function enqueueSelfServiceMails(
  trx: Transaction<Database>,
  s: MailSubject,
  template: 'self_cancelled' | 'change_request',
  note: string | null = null,
): Promise<void> {
  const language = await bookingLanguageOf(trx, s.entity, s.entityId);
  const base = { entity: s.entity, entity_id: s.entityId, pnr_code: s.pnr, language, template, note };
  await mailOutboxRepository.enqueue(trx, [
    // the customer hears back either way: their cancellation done, or their change request received
    // (without the operator's note, whose field keys are for staff)
    // a visitor's own action: capped per address and hour (decision 033)
    template === 'self_cancelled'
      ? { ...base, recipient: 'customer' as const, visitor_triggered: 1 as const }
      : { ...base, note: null, recipient: 'customer' as const, visitor_triggered: 1 as const },
    { ...base, recipient: 'operator', language: OPERATOR_LANGUAGE },
  ]);
}

/**
 * Queues the customer's mail once more (the back office's 'resend'): the confirmation with the
 * voucher, or for a cancelled booking its cancellation notice (`resendTemplateFor`).
 */
export async function enqueueResend(
  trx: Transaction<Database>,
  s: MailSubject,
  template: 'created' | 'cancelled',
): Promise<void> {
  const language = await bookingLanguageOf(trx, s.entity, s.entityId);
  await mailOutboxRepository.enqueue(trx, [
    {
      entity: s.entity,
      entity_id: s.entityId,
      pnr_code: s.pnr,
      language,
      template,
      recipient: 'customer',
    },
  ]);
}

/**
 * Queues the customer's mail for a tour departure staff cancelled (issue 27): their reservation is
 * cancelled, the mail says so in their language and carries the operator's own words.
 */
export async function enqueueDepartureCancelledMail(trx: Transaction<Database>, s: MailSubject, message: string): Promise<void> {
  const language = await bookingLanguageOf(trx, s.entity, s.entityId);
  await mailOutboxRepository.enqueue(trx, [
    {
      entity: s.entity,
      entity_id: s.entityId,
      pnr_code: s.pnr,
      language,
      template: 'departure_cancelled',
      recipient: 'customer',
      note: message,
    },
  ]);
}

/** Queues the customer's mail about staff's decision on their change request (a refusal with its reason). */
export async function enqueueChangeDecisionMail(
  trx: Transaction<Database>,
  s: MailSubject,
  template: 'change_accepted' | 'change_refused',
  reason: string | null,
): Promise<void> {
  const language = await bookingLanguageOf(trx, s.entity, s.entityId);
  await mailOutboxRepository.enqueue(trx, [
    { entity: s.entity, entity_id: s.entityId, pnr_code: s.pnr, language, template, recipient: 'customer', note: reason },
  ]);
}
