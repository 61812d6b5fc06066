import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code loads on the form's first check rather than with the form: a contract's
 * zod schemas, zod itself and libphonenumber's metadata are about 45 KB gzipped that a form does not
 * need to be drawn or hydrated (issue 31 §4). Checks run on submit or after a field was left, so
 * the visitor waits for it once, at most a moment, and the load is shared by every later check.
 */
export function lazyResolver<I extends FieldValues, C, O>(
  load: () => Promise<Resolver<I, C, O>>,
): Resolver<I, C, O> {
  let loaded: Promise<Resolver<I, C, O>> | undefined;
  return async (values, context, options) => {
    loaded ??= load().catch((err: unknown) => {
      // A failed load (the network) is tried again on the next check instead of being kept.
      loaded = undefined;
      throw err;
    });
    const resolve = await loaded;
    return resolve(values, context, options);
  };
}
