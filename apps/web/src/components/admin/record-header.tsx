import type { StatusUpdate } from '@riviera/domain';
import type { ReactNode } from 'react';
import { StatusBadge } from '../ui/badge';
import { Button } from '../ui/button';
import { StatusSelect } from '../ui/status-select';

/**
 * The head of a booking's or a tour reservation's detail: the PNR, a line about the record, the
 * status with its selector, and the edit button (disabled, with the reason, once the record is closed).
 */
export function RecordHeader({
  code,
  codeTestId,
  about,
  status,
  onStatus,
  editable,
  loaded,
  onEdit,
}: {
  code: string;
  codeTestId?: string;
  about: ReactNode;
  status: string;
  onStatus: (change: StatusUpdate) => Promise<unknown>;
  editable: boolean;
  loaded: boolean;
  onEdit: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">PNR</p>
        <p className="font-mono text-xl font-bold tracking-wider text-slate-900" data-testid={codeTestId}>
          {code}
        </p>
        <p className="text-xs text-slate-500">{about}</p>
      </div>
      <div className="flex flex-col items-end gap-2">
        <StatusBadge status={status} />
        <StatusSelect value={status} onSave={onStatus} />
        <Button variant="secondary" onClick={onEdit} disabled={!editable}>
          Düzenle
        </Button>
        {loaded && !editable ? (
          <p className="max-w-[16rem] text-right text-xs text-slate-500">
            İptal edilmiş veya tamamlanmış bir rezervasyon düzenlenemez
          </p>
        ) : null}
      </div>
    </div>
  );
}
