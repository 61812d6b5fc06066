import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { actionErrorMessage } from '../../lib/admin-form';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Delete after confirmation, the same way on every back-office screen: `ask(item)` opens the
 * dialog; on 'Sil' `remove(item)` runs; success closes it and reports (with the server's message
 * when it sent one); a failure stays in the dialog with the server's message or `errorText`.
 * Render `node` once on the page.
 */
export function useConfirmDelete<T>(opts: {
  /** the dialog's title, or one per item (one tour is 'Turu Sil', several 'Turları Sil') */
  title: string | ((item: T) => string);
  message: (item: T) => ReactNode;
  warning?: (item: T) => ReactNode;
  remove: (item: T) => Promise<string | undefined | void>;
  successText: string;
  errorText: string;
  onDeleted: (message: string, item: T) => void | Promise<void>;
  /** a refusal the page answers itself (a driver with jobs is offered 'Pasif Yap'): true closes this dialog */
  refused?: (err: unknown, item: T) => boolean;
}) {
  const [item, setItem] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (target: T) => opts.remove(target),
    onSuccess: async (message, target) => {
      setItem(null);
      await opts.onDeleted(typeof message === 'string' && message ? message : opts.successText, target);
    },
    onError: (err, target) => {
      if (opts.refused?.(err, target)) {
        setItem(null);
        return;
      }
      setError(actionErrorMessage(err, opts.errorText));
    },
  });
  const ask = (target: T) => {
    setError(null);
    setItem(target);
  };
  const node = (
    <ConfirmDialog
      open={item !== null}
      title={typeof opts.title === 'function' ? (item !== null ? opts.title(item) : '') : opts.title}
      message={item !== null ? opts.message(item) : ''}
      warning={item !== null && opts.warning ? opts.warning(item) : undefined}
      busy={mutation.isPending}
      error={error}
      onConfirm={() => item !== null && mutation.mutate(item)}
      onCancel={() => setItem(null)}
    />
  );
  return { ask, node };
}
