import { useEffect } from 'react';

/**
 * Which landing sections have settled (data shown, or an error): a link to /#gallery can only
 * land in the right place once everything above the gallery has its final height.
 */
const ready = new Set<string>();
const waiters = new Set<() => void>();

export function useSectionReady(id: string, isReady: boolean): void {
  useEffect(() => {
    if (!isReady) return;
    ready.add(id);
    waiters.forEach((w) => w());
    return () => {
      ready.delete(id);
    };
  }, [id, isReady]);
}

/** Resolves once every section in `ids` is ready, or after `timeoutMs` whatever happened. */
export function whenSectionsReady(ids: readonly string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (ids.every((id) => ready.has(id))) finish();
    };
    const timer = window.setTimeout(() => finish(), timeoutMs);
    function finish() {
      window.clearTimeout(timer);
      waiters.delete(check);
      resolve();
    }
    waiters.add(check);
    check();
  });
}
