import { useMutation } from '@tanstack/react-query';
import { actionErrorMessage } from '../../lib/admin-form';

/**
 * A clickable Aktif/Pasif status (tour list, heroes, gallery): one click flips it. The accessible
 * name says what a click does; while the change is saved the button is disabled.
 */
export function ActiveToggle({
  active,
  onToggle,
  busy = false,
  itemName,
}: {
  active: boolean;
  onToggle: () => void;
  busy?: boolean;
  /** what is toggled, for the accessible name ('Kekova Turu') */
  itemName: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={busy}
      aria-pressed={active}
      aria-label={`${itemName}: ${active ? 'Aktif' : 'Pasif'} — durumu değiştir`}
      title="Durumu değiştirmek için tıklayın"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700 disabled:cursor-wait disabled:opacity-60 ${
        active ? 'bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100' : 'bg-slate-100 text-slate-600 ring-slate-300 hover:bg-slate-200'
      }`}
    >
      <span className={`h-1.5 w-1.5 rounded-full ${active ? 'bg-emerald-500' : 'bg-slate-400'}`} aria-hidden="true" />
      {active ? 'Aktif' : 'Pasif'}
    </button>
  );
}

/**
 * The save behind an ActiveToggle: `toggle(item)` runs `run(item)` (which flips the flag on the
 * server), `busyId` marks the item being saved, and the outcome is reported through `onResult`
 * (the server's message, or the success/error text).
 */
export function useActiveToggle<T extends { id: number }>(opts: {
  run: (item: T) => Promise<string | undefined>;
  successText: string;
  errorText: string;
  onResult: (tone: 'success' | 'error', text: string) => void | Promise<void>;
}) {
  const mutation = useMutation({
    mutationFn: (item: T) => opts.run(item),
    onSuccess: (message) => opts.onResult('success', message ?? opts.successText),
    onError: (err) => opts.onResult('error', actionErrorMessage(err, opts.errorText)),
  });
  return { toggle: (item: T) => mutation.mutate(item), busyId: mutation.isPending ? (mutation.variables?.id ?? null) : null };
}
