import type { ReactNode } from 'react';

/** A titled block of label/value lines, as in the booking detail dialogs. */
export function DetailSection({ title, children, className = '' }: { title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 p-4 ${className}`}>
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">{children}</dl>
    </section>
  );
}

/** One line: a missing value shows `fallback` ('Belirtilmemiş' by default) in grey. */
export function DetailItem({ label, value, fallback = 'Belirtilmemiş' }: { label: ReactNode; value: ReactNode; fallback?: string }) {
  const missing = value === null || value === undefined || value === '';
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className={`min-w-0 break-words ${missing ? 'text-slate-400' : 'font-medium text-slate-800'}`}>{missing ? fallback : value}</dd>
    </>
  );
}

/** A titled block of free text (special requests…), kept as written; empty shows `fallback`. */
export function DetailText({ title, text, fallback = 'Belirtilmemiş', className = '' }: { title: ReactNode; text: string | null | undefined; fallback?: string; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 p-4 ${className}`}>
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {text?.trim() ? <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{text}</p> : <p className="text-sm text-slate-400">{fallback}</p>}
    </section>
  );
}
