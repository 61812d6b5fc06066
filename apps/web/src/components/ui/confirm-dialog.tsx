import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** what is about to happen, e.g. naming the record */
  message: ReactNode;
  /** a second, stronger line such as 'Bu işlem geri alınamaz!' */
  warning?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** the confirm button stays disabled until the dialog's own condition holds (a box ticked) */
  confirmDisabled?: boolean;
  /** while the action runs: buttons disabled, confirm shows a spinner text */
  busy?: boolean;
  busyLabel?: string;
  /** an error from the last attempt, shown inside the dialog */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" built on Dialog (focus trap, Escape closes, focus returns to the opener). */
export function ConfirmDialog({
  open,
  title,
  message,
  warning,
  confirmLabel = 'Sil',
  cancelLabel = 'İptal',
  tone = 'danger',
  confirmDisabled = false,
  busy = false,
  busyLabel = 'İşleniyor…',
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onCancel()} title={title} closeLabel="Kapat" size="sm">
      <div className="space-y-3 text-slate-700">
        <div>{message}</div>
        {warning ? <p className="font-semibold text-red-700">{warning}</p> : null}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} disabled={busy || confirmDisabled}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
