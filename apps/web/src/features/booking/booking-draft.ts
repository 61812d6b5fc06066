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
  } catch {
    // nothing to clear
  }
}

/** A random Idempotency-Key (works without a secure context, unlike crypto.randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `bk-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
