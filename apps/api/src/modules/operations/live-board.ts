import { randomBytes } from 'node:crypto';
import { liveBoardEvent, type LiveBoardEvent } from '@riviera/domain';

export type LiveBoardListener = (event: LiveBoardEvent) => void;

/** The PostgreSQL notification channel that carries board events between instances. */
export const LIVE_BOARD_CHANNEL = 'riviera_board_events';

/**
 * The live board's events on one instance (issue 26 item 3, decision 039): the open event streams
 * subscribe; a driver's tap publishes after its commit. With PostgreSQL `connectChannel` wires
 * NOTIFY, and other instances' events come in through `receive`; an instance skips its own
 * notifications (it delivered them at once), so each board hears each tap once.
 *
 * 'changed' (staff wrote something, or the channel was lost and events may have been missed) tells
 * boards to refetch; a burst of them (an import, many saves) is coalesced to one per `coalesceMs`
 * so that boards do not refetch once per row.
 */
export class LiveBoard {
  private readonly listeners = new Set<LiveBoardListener>();
  /** tells this instance's own notifications from other instances' */
  private readonly origin = randomBytes(8).toString('hex');
  private broadcast: ((payload: string) => Promise<void>) | undefined;
  private changedTimer: NodeJS.Timeout | undefined;
  private changedPending = false;

  constructor(private readonly coalesceMs = 1_000) {}

  /** Subscribes to every event; returns the unsubscribe function. */
  subscribe(listener: LiveBoardListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** After a committed write on this instance: delivered here at once, then sent to the others. */
  async publish(event: LiveBoardEvent): Promise<void> {
    this.deliver(event);
    await this.broadcast?.(JSON.stringify({ ...event, origin: this.origin }));
  }

  /** A notification from the channel: another instance's event (a malformed one is ignored). */
  receive(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { origin?: unknown }).origin === this.origin
    )
      return;
    const event = liveBoardEvent.safeParse(parsed);
    if (event.success) this.deliver(event.data);
  }

  /** Staff changed something here or elsewhere, or events may have been missed: boards refetch. */
  changed(): void {
    if (this.changedTimer) {
      this.changedPending = true;
      return;
    }
    this.deliver({ kind: 'changed' });
    this.changedTimer = setTimeout(() => {
      this.changedTimer = undefined;
      if (!this.changedPending) return;
      this.changedPending = false;
      this.changed();
    }, this.coalesceMs);
    this.changedTimer.unref();
  }

  /** Wires the cross-instance channel (PostgreSQL); without it events stay on this instance. */
  connectChannel(broadcast: (payload: string) => Promise<void>): void {
    this.broadcast = broadcast;
  }

  close(): void {
    if (this.changedTimer) clearTimeout(this.changedTimer);
    this.changedTimer = undefined;
    this.listeners.clear();
  }

  private deliver(event: LiveBoardEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
