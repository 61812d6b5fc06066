import { translateMessage } from '@riviera/domain';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { adminErrorMessage } from '../../lib/admin-api';

/** A schema's `safeParse` answer, as far as the edit dialogs read it. */
type Checked =
  | { success: true }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * The staff edit dialogs' save cycle: the endpoint's own schema checked in the browser first (its
 * messages under the form's fields), then the save, whose field errors land under the same fields.
 * `keyOf` maps an error's path to the form field that shows it.
 */
export function useEditSubmission(keyOf: (path: string) => string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = (
    checked: Checked,
    send: () => Promise<{ message?: string | undefined }>,
    onSaved: (message: string) => void,
  ) => {
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = keyOf(issue.path.map(String).join('.'));
        found[key] ??= translateMessage(issue.message, 'tr');
      }
      setErrors(found);
      setFailure('Lütfen işaretli alanları düzeltin');
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    send()
      .then((answer) => onSaved(answer.message ?? 'Rezervasyon güncellendi'))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.errors) {
          setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [keyOf(k), v[0] ?? ''])));
        }
        setFailure(
          err instanceof ApiError && err.message
            ? err.message
            : adminErrorMessage(err, 'Rezervasyon güncellenemedi'),
        );
      })
      .finally(() => setBusy(false));
  };

  return { errors, setErrors, failure, setFailure, busy, run };
}
