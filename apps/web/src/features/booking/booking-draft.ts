import type { TransferBookingFormValues } from '@riviera/domain';

/**
 * What the visitor typed is kept for this tab (sessionStorage), per trip, so that a reload or a
 * trip to another page and back loses nothing. The ticket file cannot be kept; it is re-chosen.
 */
export interface BookingDraft {
  step: 1 | 2;
  values: TransferBookingFormValues;
}

const keyFor = (search: string) => `riviera.booking-draft:${search}`;

export function loadDraft(search: string): BookingDraft | null {
  try {
    const raw = sessionStorage.getItem(keyFor(search));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<BookingDraft>;
    return d.values && (d.step === 1 || d.step === 2) ? { step: d.step, values: d.values } : null;
  } catch {
    return null;
  }
}

export function saveDraft(search: string, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(keyFor(search), JSON.stringify(draft));
  } catch {
    // storage full or blocked: the form still works, it just is not remembered
  }
}

export function clearDraft(search: string): void {
  try {
    sessionStorage.removeItem(keyFor(search));
    sessionStorage.removeItem(submissionKeyFor(search));
  } catch {
    // nothing to clear
  }
}

/**
 * The Idempotency-Key of the last submission and what it was for, kept for the tab: if the page is
 * reloaded while a booking is on its way, sending the same content again reuses the key, and the
 * server answers with the booking already made instead of making a second one.
 */
export interface Submission {
  fingerprint: string;
  key: string;
}

const submissionKeyFor = (search: string) => `riviera.booking-submission:${search}`;

export function loadSubmission(search: string): Submission | null {
  try {
    const raw = sessionStorage.getItem(submissionKeyFor(search));
    const s = raw ? (JSON.parse(raw) as Partial<Submission>) : null;
    return s && typeof s.fingerprint === 'string' && typeof s.key === 'string'
      ? { fingerprint: s.fingerprint, key: s.key }
      : null;
  } catch {
    return null;
  }
}

export function saveSubmission(search: string, submission: Submission): void {
  try {
    sessionStorage.setItem(submissionKeyFor(search), JSON.stringify(submission));
  } catch {
    // kept in memory only
  }
}

/** A random Idempotency-Key (works without a secure context, unlike crypto.randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `bk-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
