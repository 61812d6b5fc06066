import type { LiveState } from './live-board';

const LIVE_TEXT: Record<LiveState, string> = {
  connecting: 'Bağlanıyor…',
  live: 'Canlı',
  offline: 'Canlı bağlantı yok',
};

/** Whether the board is following live; when not, it still shows what was last loaded. */
export function LiveBadge({ state }: { state: LiveState }) {
  const tone = state === 'live' ? 'bg-emerald-500' : state === 'offline' ? 'bg-amber-500' : 'bg-slate-400';
  return (
    <span
      role="status"
      aria-label="Canlı durum"
      className="inline-flex items-center gap-2 text-sm font-medium text-slate-700"
    >
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${tone}`} />
      {LIVE_TEXT[state]}
    </span>
  );
}
