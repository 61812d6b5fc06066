import { translateMessage } from '@riviera/domain';
import type { z } from 'zod';
import { ApiError } from './api-client';

/** Field → first message, in Turkish (the back office's language). */
export type FieldErrors = Record<string, string>;

/**
 * Checks form values with the same contract the endpoint uses (packages/domain/contracts), so a
 * form shows exactly the server's sentences before anything is sent.
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= translateMessage(issue.message, 'tr');
  }
  return { data: null, errors };
}

/** The per-field errors of a failed call (422), first message per field. */
export function serverFieldErrors(err: unknown): FieldErrors {
  if (!(err instanceof ApiError) || !err.errors) return {};
  return Object.fromEntries(Object.entries(err.errors).flatMap(([k, v]) => (v[0] ? [[k, v[0]]] : [])));
}

/**
 * What to show for a failed save or delete: the server's message when it sent one (e.g. 'Bu para
 * birimi kodu zaten kayıtlı'), 'Bağlantı hatası' when the network failed, otherwise the screen's own
 * fallback sentence from the spec (e.g. 'İşlem başarısız').
 */
export function actionErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    if (err.isNetwork) return 'Bağlantı hatası';
    if (err.status === 422 && err.errors) {
      const first = Object.values(err.errors)[0]?.[0];
      if (first) return first;
    }
    if (
      err.message &&
      err.status !== 500 &&
      err.status < 600 &&
      !/^(Internal|Bad|Not Found)/.test(err.message)
    )
      return err.message;
  }
  return fallback;
}

type FormValue = string | number | boolean | null | undefined | readonly string[] | File | Blob;

/**
 * A multipart body the way the spec's client sends it: lists as `name[i]` (an empty list as one
 * blank `name[]`, so an edit can clear it), booleans as 1/0, files as they are; null/undefined skipped.
 */
export function toFormData(values: Record<string, FormValue>): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) fd.append(key, value);
    else if (Array.isArray(value)) {
      if (value.length === 0) fd.append(`${key}[]`, '');
      value.forEach((v: string, i: number) => fd.append(`${key}[${i}]`, v));
    } else if (typeof value === 'boolean') fd.append(key, value ? '1' : '0');
    else fd.append(key, String(value));
  }
  return fd;
}

/** A euro amount with 2 decimals in the Turkish locale, as the back-office tables show prices ('€1.250,50'). */
export const formatEur = (n: number): string =>
  `€${n.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
