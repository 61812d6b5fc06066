import { translateMessage, type Lang } from '@riviera/domain';
import type { FieldErrors } from 'react-hook-form';
import { ApiError, UNEXPECTED_ANSWER } from '../../lib/api-client';

/** Every message of a react-hook-form error tree, in form order, translated (keys come from the shared schema). */
export function flattenFormErrors(errors: FieldErrors, lang: Lang): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const e = node as { message?: unknown; type?: unknown };
    if (typeof e.message === 'string' && typeof e.type === 'string') {
      out.push(translateMessage(e.message, lang));
    }
    for (const [k, v] of Object.entries(node))
      if (k !== 'ref' && k !== 'message' && k !== 'type' && k !== 'types') walk(v);
  };
  walk(errors);
  return [...new Set(out)];
}

export interface SubmitProblem {
  /** show 'Lütfen aşağıdaki hataları düzeltin:' above the list (field errors) */
  withHeading: boolean;
  messages: string[];
}

/**
 * Spec §8, booking creation: field errors one per line; else the server's message; else
 * 'Bağlantı hatası: …'; else the general failure text.
 */
export function describeSubmitFailure(
  err: unknown,
  t: (key: string, opts?: Record<string, string>) => string,
): SubmitProblem {
  if (err instanceof ApiError) {
    const fieldMessages = Object.values(err.errors ?? {}).flat();
    if (fieldMessages.length > 0) return { withHeading: true, messages: [...new Set(fieldMessages)] };
    if (err.isNetwork)
      return { withHeading: false, messages: [t('errors.network', { detail: t('errors.networkDetail') })] };
    if (err.message && err.message !== UNEXPECTED_ANSWER) return { withHeading: false, messages: [err.message] };
  }
  return { withHeading: false, messages: [t('errors.generic')] };
}
