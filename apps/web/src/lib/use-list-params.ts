import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filter and page state of a back-office list, kept in the URL (?status=…&page=2) so that reload,
 * the back button and "log in again and return here" all keep the list as it was. Changing a
 * filter goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const set = useCallback(
    (patch: Partial<Record<K | 'page', string | number>>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch) as [string, string | number | undefined][]) {
            if (v === undefined || v === '' || (k === 'page' && Number(v) <= 1)) next.delete(k);
            else next.set(k, String(v));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const isFiltered = keys.some((k) => values[k] !== '');
  return { values, page, set, clear, isFiltered };
}

/**
 * A text box value that is committed (e.g. to the URL) only after typing pauses for `delayMs`;
 * when the committed value changes from outside (a "clear filters" button) the box follows it.
 */
export function useDebouncedInput(committed: string, commit: (v: string) => void, delayMs = 400) {
  const [value, setValue] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    setValue(committed);
  }
  useEffect(() => {
    if (value === committed) return;
    const timer = setTimeout(() => commit(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, committed, commit, delayMs]);
  return [value, setValue] as const;
}
