import { useEffect, useState } from 'react';
import { get, useForm, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { actionErrorMessage, contractResolver, serverFieldErrors, type FieldErrors } from './admin-form';

/** A back-office form: react-hook-form plus the error of a failed save and helpers to show errors. */
export type AdminForm<V extends FieldValues, S extends z.ZodType> = UseFormReturn<V, unknown, z.output<S>> & {
  /** the field's error, in Turkish, or undefined */
  error: (name: string) => string | undefined;
  /** the form-level error of the last failed save */
  formError: string | null;
  /** forgets the form-level error (a form that shows it beside a field clears it on edit) */
  clearFormError: () => void;
  /** shows a failed save: the server's field errors, and its message or `fallback` */
  fail: (err: unknown, fallback: string) => void;
  /** the form's onSubmit: checks the contract, then calls `save` with the parsed data and the raw values */
  submit: (save: (data: z.output<S>, values: V) => void) => (e?: React.BaseSyntheticEvent) => Promise<void>;
};

/**
 * State of a back-office form dialog on react-hook-form, checked with the endpoint's zod contract
 * (`schema`) and, optionally, the form's own `extra` checks. Errors appear on submit; editing a
 * field clears its error (back-office §5) until the next submit.
 */
export function useAdminForm<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: V,
  extra?: (values: V) => FieldErrors,
): AdminForm<V, S> {
  const form = useForm<V, unknown, z.output<S>>({
    resolver: contractResolver<V, S>(schema, extra),
    // The spec's forms show what is wrong when sent, and an edited field waits for the next send.
    reValidateMode: 'onSubmit',
    defaultValues: defaultValues as never,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { subscribe, clearErrors, setError } = form;
  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name) clearErrors(name as FieldPath<V>);
      },
    });
    return unsubscribe;
  }, [subscribe, clearErrors]);

  const error = (name: string): string | undefined => {
    const node: unknown = get(form.formState.errors, name);
    const message = node && typeof node === 'object' && 'message' in node ? node.message : undefined;
    return typeof message === 'string' && message ? message : undefined;
  };
  const fail = (err: unknown, fallback: string) => {
    const fieldErrors = Object.entries(serverFieldErrors(err));
    for (const [field, message] of fieldErrors) {
      setError(field as FieldPath<V>, { type: 'server', message });
    }
    // A refused file is shown beside its own picker only: repeated under the form (below the last
    // picker) it read as that picker's error too, e.g. a bad video's under the poster.
    const values = form.getValues() as Record<string, unknown>;
    const onlyFiles = fieldErrors.length > 0 && fieldErrors.every(([field]) => values[field] instanceof File);
    setFormError(onlyFiles ? null : actionErrorMessage(err, fallback));
  };
  const submit: AdminForm<V, S>['submit'] = (save) =>
    form.handleSubmit(
      (data) => {
        setFormError(null);
        save(data, form.getValues());
      },
      () => setFormError(null),
    );
  return { ...form, error, formError, clearFormError: () => setFormError(null), fail, submit };
}
