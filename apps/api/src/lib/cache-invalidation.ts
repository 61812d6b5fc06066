/** Called when every cache built from the catalogue must forget what it holds. */
export type InvalidationListener = () => void;

/**
 * "The catalogue changed": one event that every in-process cache built from staff-edited data
 * subscribes to (the public read cache; a rendered-page cache). An admin write publishes it once
 * committed; with PostgreSQL a channel (lib/pg-invalidation-channel.ts) carries it to every other
 * instance and reports whether it is hearing them. While it is not (`isLive` false) caches must not
 * serve what they hold, since another instance's write could go unheard.
 */
export class CacheInvalidation {
  private readonly listeners = new Set<InvalidationListener>();
  private live = true;
  /** tells other instances; set by the cross-instance channel, absent with a single instance */
  private broadcast: (() => Promise<void>) | undefined;

  /** Subscribes to the event; returns the unsubscribe function. */
  onInvalidate(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether caches may serve what they hold: false while another instance's write could go unheard. */
  get isLive(): boolean {
    return this.live;
  }

  /**
   * After a committed write on this instance: empties every local cache at once, then tells the
   * other instances (and resolves once the database has taken the notification).
   */
  async publish(): Promise<void> {
    this.emitLocal();
    await this.broadcast?.();
  }

  /** Empties every local cache (a write here or elsewhere, or the channel lost). */
  emitLocal(): void {
    for (const listener of this.listeners) listener();
  }

  /** Wires the cross-instance channel: how to broadcast, and from now on `isLive` follows it. */
  connectChannel(broadcast: () => Promise<void>): void {
    this.broadcast = broadcast;
  }

  /**
   * The channel's state. Going down empties every cache (what it holds may already be stale) and
   * keeps them bypassed; coming back empties them again (writes made while deaf were missed).
   */
  setLive(live: boolean): void {
    if (this.live === live) return;
    this.live = live;
    this.emitLocal();
  }
}
