import type { ReactNode } from 'react';

/**
 * Heading row of a back-office page (an h2: the title bar holds the h1), an optional line under it,
 * and actions. The actions keep their width and stay side by side: a long description wraps
 * instead (the About page's two buttons once stacked at desktop width), and where the row is too
 * narrow for both the actions move under the heading as one group.
 */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0 flex-[1_1_20rem]">
        <h2 className="text-xl font-bold tracking-tight text-slate-900">{title}</h2>
        {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
      </div>
      {actions ? <div className="flex max-w-full shrink-0 flex-wrap gap-2" data-testid="page-actions">{actions}</div> : null}
    </div>
  );
}
