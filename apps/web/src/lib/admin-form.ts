import { zodResolver } from '@hookform/resolvers/zod';
import { translateMessage } from '@riviera/domain';
import { set, type FieldErrors as RHFFieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { RefusedFile } from './refused-file';

/** Field → first message, in Turkish (the back office's language). */
export type FieldErrors = Record<string, string>;

/**
 * A react-hook-form resolver that checks the values with the same contract the endpoint uses
 * (packages/domain/contracts), so a form shows exactly the server's sentences, in Turkish, before
 * anything is sent. `extra` adds the form's own checks (a file required on create), shown together
 * with the contract's. The contracts read raw form text (they preprocess it), so their input type
 * says nothing; the form's values are typed by its defaults.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  extra?: (values: V) => FieldErrors,
): Resolver<V, unknown, z.output<S>> {
  const check: Resolver<V, unknown, z.output<S>> = zodResolver(
    schema as unknown as z.ZodType<z.output<S>, V>,
  );
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const added = [...Object.entries(extra?.(values) ?? {}), ...refusedFiles(values)];
    if (Object.keys(result.errors).length === 0 && added.length === 0) return result;
    const errors: RHFFieldErrors<V> = {};
    const translate = (node: unknown): unknown => {
      if (!node || typeof node !== 'object') return node;
      const out = (Array.isArray(node) ? [] : {}) as Record<string, unknown>;
      for (const [k, v] of Object.entries(node)) {
        out[k] =
          k === 'message' && typeof v === 'string'
            ? translateMessage(v, 'tr')
            : k === 'ref'
              ? v
              : translate(v);
      }
      return out;
    };
    Object.assign(errors, translate(result.errors));
    for (const [field, message] of added) set(errors, field, { type: 'custom', message });
    return { values: {}, errors };
  };
}

/** Fields holding a file the picker refused: the save waits until they hold one that fits. */
function refusedFiles(values: FieldValues): [string, string][] {
  return Object.entries(values).flatMap(([k, v]) => (v instanceof RefusedFile ? [[k, v.message] as [string, string]] : []));
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
