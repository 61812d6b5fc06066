import type { ReactNode } from 'react';

export interface Column<T> {
  /** stable key of the column */
  key: string;
  header: ReactNode;
  /** label shown before the value when rows turn into cards on phones; defaults to the header when it is text */
  mobileLabel?: string;
  cell: (row: T) => ReactNode;
  /** extra classes for the header and cells (width, alignment…) */
  className?: string;
  /** hide the label in the phone card layout (e.g. an actions column) */
  hideMobileLabel?: boolean;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** accessible name of the table (visually hidden) */
  caption: string;
  /** shown in place of the body when there are no rows */
  empty?: ReactNode;
  /** dims the rows while a new page loads */
  busy?: boolean;
  /** optional per-row attributes, e.g. a data-testid */
  rowProps?: (row: T) => Record<string, string>;
}

/**
 * The back-office table: a real <table> on wide screens; below 768 px each row becomes a card
 * of label/value lines (the same DOM, restyled), so nothing scrolls sideways on a phone. On a phone
 * the table itself is a block too: left a table, it grew to the widest unbreakable value (a long
 * e-mail address) and the card's right-hand values (PNR, date, status, price) were cut off by the
 * frame; values may break anywhere instead.
 */
export function DataTable<T>({ columns, rows, rowKey, caption, empty, busy = false, rowProps }: DataTableProps<T>) {
  return (
    <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:overflow-x-auto">
      <table className={`block w-full text-left text-sm transition-opacity md:table ${busy ? 'opacity-60' : ''}`} aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 md:table-header-group">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-2.5 py-3 first:pl-4 last:pr-4 ${c.className ?? ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 md:table-row-group">
          {rows.length === 0 && empty ? (
            <tr className="block md:table-row">
              <td colSpan={columns.length} className="block px-4 py-12 text-center text-slate-500 md:table-cell">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="block px-4 py-3 hover:bg-slate-50/70 md:table-row md:p-0" {...rowProps?.(row)}>
                {columns.map((c) => {
                  const label = c.mobileLabel ?? (typeof c.header === 'string' ? c.header : '');
                  return (
                    <td
                      key={c.key}
                      data-label={c.hideMobileLabel ? undefined : label}
                      className={`flex items-start justify-between gap-4 py-1 align-top md:table-cell md:px-2.5 md:py-3 md:first:pl-4 md:last:pr-4 ${
                        c.hideMobileLabel ? '' : 'before:shrink-0 before:text-xs before:font-semibold before:uppercase before:tracking-wide before:text-slate-400 before:content-[attr(data-label)] md:before:content-none'
                      } ${c.className ?? ''}`}
                    >
                      <div className="min-w-0 text-right [overflow-wrap:anywhere] md:text-left md:[overflow-wrap:normal]">{c.cell(row)}</div>
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
