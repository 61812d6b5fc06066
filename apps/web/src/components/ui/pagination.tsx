import { PAGINATION_MAX_PAGE_BUTTONS } from '@riviera/domain';

/**
 * The page numbers to show: at most `max` consecutive pages around the current one, shifted at
 * the ends so there are always `max` when there are that many pages. pageWindow(7, 20, 5) → [5..9].
 */
export function pageWindow(current: number, last: number, max: number = PAGINATION_MAX_PAGE_BUTTONS): number[] {
  if (last < 1) return [];
  const count = Math.min(Math.max(1, max), last);
  const page = Math.min(Math.max(1, current), last);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface PaginationProps {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** most page numbers shown at once (default 5); pass Infinity to show all pages */
  maxButtons?: number;
  /** accessible name of the navigation landmark */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  disabled?: boolean;
}

const base =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700 disabled:cursor-not-allowed disabled:opacity-40';

/** Previous/next plus a window of page numbers; renders nothing when there is a single page. */
export function Pagination({
  page,
  lastPage,
  onPageChange,
  maxButtons = PAGINATION_MAX_PAGE_BUTTONS,
  label = 'Sayfalama',
  previousLabel = 'Önceki',
  nextLabel = 'Sonraki',
  disabled = false,
}: PaginationProps) {
  if (lastPage <= 1) return null;
  const pages = pageWindow(page, lastPage, Number.isFinite(maxButtons) ? maxButtons : lastPage);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${base} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <span aria-hidden="true">‹</span> {previousLabel}
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? 'page' : undefined}
          aria-label={`Sayfa ${p}`}
          disabled={disabled}
          className={`${base} ${p === page ? 'bg-sea-800 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
          onClick={() => p !== page && onPageChange(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={`${base} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
        disabled={disabled || page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        {nextLabel} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
