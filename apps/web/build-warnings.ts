import { stripVTControlCharacters } from 'node:util';

/**
 * The build's warnings are errors, except the reviewed ones below (issue 29: a real warning must not
 * be the 25th in a log nobody reads). Each entry names why it is harmless; a new warning, or one of
 * these from another module, fails `npm run build`.
 */
interface AllowedWarning {
  code: string;
  /** Matched against the message without its terminal colours. */
  message: RegExp;
  /** The module the warning must come from (the message quotes its path). */
  from: RegExp;
  why: string;
}

export const ALLOWED_BUILD_WARNINGS: readonly AllowedWarning[] = [
  {
    code: 'IMPORT_IS_UNDEFINED',
    message:
      /^(\[IMPORT_IS_UNDEFINED\] )?Import `(use|useOptimistic)` will always be undefined because there is no matching export in '[^']*\/preact\/compat\//,
    from: /node_modules\/react-router\/dist\//,
    why:
      "react-router reads React 19's `use` and `useOptimistic` by a computed name and falls back when " +
      'they are undefined, which they are on Preact (decision 008): the fallback is the intended path.',
  },
];

interface BuildLog {
  code?: string;
  message: string;
}

export function isAllowedWarning(log: BuildLog): boolean {
  const message = stripVTControlCharacters(log.message);
  return ALLOWED_BUILD_WARNINGS.some(
    (w) => w.code === log.code && w.message.test(message) && w.from.test(message),
  );
}

/**
 * `build.rollupOptions.onwarn`: Vite calls it with the warnings it would print (after dropping the
 * ones it knows to be noise, such as a library's "use client"); anything not on the list fails.
 */
export function failOnNewWarnings(warning: BuildLog): void {
  if (isAllowedWarning(warning)) return;
  throw new Error(
    `build warning not on the reviewed list (apps/web/build-warnings.ts): [${warning.code ?? '?'}] ${stripVTControlCharacters(warning.message)}`,
  );
}
