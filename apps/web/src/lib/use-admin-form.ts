import { useState } from 'react';
import type { z } from 'zod';
import { actionErrorMessage, serverFieldErrors, validateWith, type FieldErrors } from './admin-form';

/**
 * State of a back-office form dialog: the values, per-field errors (editing a field clears its
 * error, back-office §5) and the form-level error of a failed save.
 */
export function useAdminForm<V extends Record<string, unknown>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const clearError = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((cur) => ({ ...cur, [field]: value }));
    clearError(field);
  };
  /** Checks the values (plus `extra`) with the endpoint's contract; null when there are errors, which are then shown. */
  const check = <S extends z.ZodType>(schema: S, extra: Record<string, unknown> = {}): z.infer<S> | null => {
    setFormError(null);
    const r = validateWith(schema, { ...values, ...extra });
    if (r.errors) {
      setErrors(r.errors);
      return null;
    }
    return r.data;
  };
  /** Shows a failed save: the server's field errors, and its message or `fallback`. */
  const fail = (err: unknown, fallback: string) => {
    setErrors(serverFieldErrors(err));
    setFormError(actionErrorMessage(err, fallback));
  };
  return { values, setValues, set, errors, setErrors, clearError, formError, setFormError, check, fail };
}
