import { Button } from './button';

/**
 * The bottom of a back-office form dialog: the save error (if any, announced), then İptal and the
 * submit button, which shows progress and is disabled while saving.
 */
export function FormActions({
  error,
  onCancel,
  busy,
  submitLabel = 'Kaydet',
  busyLabel = 'Kaydediliyor…',
  disabled = false,
}: {
  error?: string | null;
  onCancel: () => void;
  busy: boolean;
  submitLabel?: string;
  busyLabel?: string;
  disabled?: boolean;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          İptal
        </Button>
        <Button type="submit" disabled={busy || disabled}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
