import { auditActor, formatDateTimeTr, type AuditEntryDto } from '@riviera/domain';
import { Button } from '../../components/ui/button';
import { ACTION_LABELS, ENTITY_LABELS, auditDiff, labelOf } from './audit-diff';

/** One page of the audit log; `open` is the entry whose before and after are shown. */
export function AuditEntries({
  entries,
  open,
  setOpen,
}: {
  entries: AuditEntryDto[];
  open: number | null;
  setOpen: (id: number | null) => void;
}) {
  // a list rather than a table: on a phone each record stacks, on a desk it reads as columns
  return (
    <ul
      className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="audit-table"
      aria-label="Denetim kaydı"
    >
      {entries.length === 0 ? (
        <li className="px-4 py-8 text-center text-slate-500">Kayıt bulunamadı</li>
      ) : null}
      {entries.map((e) => (
        <li key={e.id} className="px-4 py-3" data-testid="audit-entry">
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 text-sm md:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
            <span className="whitespace-nowrap text-slate-600 max-md:text-xs">
              {formatDateTimeTr(new Date(e.created_at))}
            </span>
            <span className="font-medium text-slate-900 max-md:order-first max-md:col-span-2">
              {auditActor({ admin_username: e.admin_username, action: e.action, after: e.after })}
            </span>
            <span>{labelOf(ACTION_LABELS, e.action)}</span>
            <span className="min-w-0 break-words">
              {labelOf(ENTITY_LABELS, e.entity)}
              {e.entity_id ? <span className="text-slate-400"> #{e.entity_id}</span> : null}
            </span>
            <span className="max-md:col-start-2 max-md:row-start-2 max-md:row-span-3 text-right">
              <Button
                variant="secondary"
                aria-expanded={open === e.id}
                onClick={() => setOpen(open === e.id ? null : e.id)}
              >
                {open === e.id ? 'Gizle' : 'Değişiklik'}
              </Button>
            </span>
          </div>
          {open === e.id ? (
            <div className="mt-3 rounded-lg bg-slate-50 p-3">
              <DiffView entry={e} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function DiffView({ entry }: { entry: AuditEntryDto }) {
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0)
    return <p className="text-sm text-slate-500">Bu kayıtta önceki ve sonraki hâl yok.</p>;
  return (
    <table className="w-full table-fixed text-xs" data-testid="audit-diff">
      <thead className="text-slate-500">
        <tr>
          <th className="w-1/4 py-1 text-left">Alan</th>
          <th className="py-1 text-left">Önce</th>
          <th className="py-1 text-left">Sonra</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.field} className={r.changed ? 'font-medium' : 'text-slate-500'}>
            <th scope="row" className="break-words py-1 pr-2 text-left align-top font-normal" title={r.field}>
              {r.label}
            </th>
            <td
              className={`break-words py-1 pr-2 align-top ${r.changed && r.before !== null ? 'bg-red-50 text-red-800 line-through decoration-red-300' : ''}`}
            >
              {r.before ?? '—'}
            </td>
            <td
              className={`break-words py-1 align-top ${r.changed && r.after !== null ? 'bg-emerald-50 text-emerald-800' : ''}`}
            >
              {r.after ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
