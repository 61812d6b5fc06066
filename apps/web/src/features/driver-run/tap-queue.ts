import type { TripStatus } from '@riviera/domain';

/**
 * The driver's status taps, kept on the phone until the server has them (decision 035): a tap is
 * stored first and sent after, in the order tapped, one at a time; a lost answer or a phone back
 * online resends it with the same client id, which the server applies once. Stored per link in
 * localStorage, so a closed or reloaded page keeps what was not sent yet.
 */
export interface QueuedTap {
  client_id: string;
  job_id: number;
  status: TripStatus;
  /** the cash collected, entered with 'Tamamlandı' */
  cash?: { amount: number; currency: string };
  /** the phone's clock at the tap */
  tapped_at: string;
  state: 'pending' | 'sent' | 'refused';
  /** the server's time of the status, once sent */
  at?: string;
  /** why the server refused it */
  message?: string;
}

export type SendTap = (tap: QueuedTap) => Promise<{ at: string }>;

/** What a send's failure means for the queue: stop and retry later, or give up on this tap. */
export type SendFailure = { kind: 'retry' } | { kind: 'refused'; message: string } | { kind: 'dead' };

const keyOf = (token: string) => `driver-run:${token}:taps`;

export function loadTaps(token: string): QueuedTap[] {
  try {
    const raw = window.localStorage.getItem(keyOf(token));
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? (list as QueuedTap[]) : [];
  } catch {
    return [];
  }
}

export function saveTaps(token: string, taps: QueuedTap[]): void {
  try {
    window.localStorage.setItem(keyOf(token), JSON.stringify(taps));
  } catch {
    // a full or blocked storage: the tap still goes if the phone is online
  }
}

/** A random id for a tap, made on the phone (crypto.randomUUID needs a secure context). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

const flushing = new Set<string>();

/**
 * Sends the link's waiting taps in order, each once; stops at the first that cannot go now (no
 * network, a server error) so that none overtakes an earlier one. Gives back whether any went.
 */
export async function flushTaps(
  token: string,
  send: SendTap,
  classify: (err: unknown) => SendFailure,
  onChange: (taps: QueuedTap[]) => void,
): Promise<boolean> {
  if (flushing.has(token)) return false;
  flushing.add(token);
  let sent = false;
  try {
    for (;;) {
      const taps = loadTaps(token);
      const next = taps.find((t) => t.state === 'pending');
      if (!next) return sent;
      let update: Partial<QueuedTap>;
      try {
        update = { state: 'sent', at: (await send(next)).at };
        sent = true;
      } catch (err) {
        const failure = classify(err);
        if (failure.kind !== 'refused') return sent;
        update = { state: 'refused', message: failure.message };
      }
      const after = loadTaps(token).map((t) => (t.client_id === next.client_id ? { ...t, ...update } : t));
      saveTaps(token, after);
      onChange(after);
    }
  } finally {
    flushing.delete(token);
  }
}
