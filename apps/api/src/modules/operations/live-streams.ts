/** One open event stream, as the registry sees it. */
export interface OpenLiveStream {
  adminId: number;
  /** ends the response; the browser's EventSource reconnects (elsewhere, behind a balancer) */
  end(): void;
}

/** One person with many tabs is normal; beyond this, a loop opening streams is cut short. */
export const LIVE_STREAMS_PER_ADMIN = 10;

/**
 * The live board's open event streams on one instance (decision 039): capped in all and per staff
 * member, so that sockets and subscriptions cannot grow without bound, and ended together when the
 * server shuts down (an open stream would otherwise hold `close()` until the client went away).
 */
export class LiveStreams {
  private readonly open = new Set<OpenLiveStream>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.open.size;
  }

  /** Whether another stream may open for this staff member now. */
  hasRoomFor(adminId: number): boolean {
    if (this.open.size >= this.max) return false;
    let own = 0;
    for (const s of this.open) if (s.adminId === adminId) own++;
    return own < LIVE_STREAMS_PER_ADMIN;
  }

  add(stream: OpenLiveStream): void {
    this.open.add(stream);
  }

  remove(stream: OpenLiveStream): void {
    this.open.delete(stream);
  }

  /** At shutdown: every stream ended, so the server stops at once. */
  endAll(): void {
    for (const s of [...this.open]) s.end();
    this.open.clear();
  }
}
