import type { BookingStatus } from './statuses.js';

/**
 * Which statuses staff set tell the customer by mail, and what each customer mail says the booking's
 * status is (issue 25 item 3, decision 031). One table for the confirmation dialog, the endpoint and
 * the outbox worker, so the three never disagree.
 */

/** The customer mail a status set by staff sends, or null when that status has none. */
export function statusMailTemplate(status: BookingStatus): 'confirmed' | 'cancelled' | null {
  return status === 'confirmed' || status === 'cancelled' ? status : null;
}

/**
 * Whether the confirmation dialog's "Müşteriye e-posta gönder" starts ticked: yes wherever the
 * status has a mail (a confirmation or a cancellation is news to the customer), and never
 * otherwise (there is nothing to send for 'pending' or 'completed').
 */
export const statusMailDefault = (status: BookingStatus): boolean => statusMailTemplate(status) !== null;

/** Whether a staff status change queues the customer's mail: their explicit choice, else the default. */
export function statusMailWanted(status: BookingStatus, notifyCustomer: boolean | undefined): boolean {
  return statusMailTemplate(status) !== null && (notifyCustomer ?? statusMailDefault(status));
}

/**
 * The status a customer mail describes, for mails that announce one: such a mail still waiting when
 * the booking's status has moved on is not sent (it would tell the customer something no longer
 * true). null for mails that stay true whatever happens next (the booking receipt, a change request).
 */
export function statusDescribedBy(template: string): BookingStatus | null {
  if (template === 'confirmed') return 'confirmed';
  if (template === 'cancelled' || template === 'self_cancelled') return 'cancelled';
  return null;
}

/**
 * The mail 'resend' queues for a booking in `status`: a cancelled booking gets its cancellation
 * notice again, never "thank you for your booking, voucher attached".
 */
export const resendTemplateFor = (status: string): 'created' | 'cancelled' =>
  status === 'cancelled' ? 'cancelled' : 'created';
