import { useState } from 'react';
import { adminErrorMessage } from './admin-api';

/**
 * State of an "are you sure?" delete: which item is asked about, the request in flight, and the
 * error of the last attempt (shown in the dialog, which stays open). On success the dialog closes
 * and `onDone` gets the server's message.
 */
export function useConfirmedDelete<T>(opts: {
  remove: (item: T) => Promise<string>;
  onDone: (message: string, item: T) => void;
  failMessage?: string;
  networkMessage?: string;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = (item: T) => {
    setError(null);
    setTarget(item);
  };
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    setError(null);
    try {
      const message = await opts.remove(target);
      setTarget(null);
      opts.onDone(message, target);
    } catch (err) {
      setError(adminErrorMessage(err, opts.failMessage ?? 'Silme işlemi başarısız', opts.networkMessage));
    } finally {
      setBusy(false);
    }
  };
  /** Props for ConfirmDialog (add title, message and warning). */
  const dialogProps = {
    open: target !== null,
    busy,
    busyLabel: 'Siliniyor…',
    error,
    onCancel: () => setTarget(null),
    onConfirm: () => void confirm(),
  };
  return { target, ask, dialogProps };
}
