import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * Below-the-fold sections are rendered only when the visitor could see them: once they come near
 * the viewport, or as soon as the visitor interacts with the page at all (a tap, a key, the wheel),
 * so that a navbar jump lands on fully rendered content. Until then the first render and the main
 * thread belong to the hero and the quick form (Lighthouse TBT); chunks and data are fetched
 * meanwhile when the browser is idle.
 */
let interacted = false;
/** Set where the page is rendered on the server, and when the browser takes over such a page. */
let everySectionShown = false;

/**
 * Renders every section at once: on the server (search engines and the first paint get the whole
 * page) and when the browser hydrates a server-rendered page, which must match what the server drew.
 */
export function showEverySection(): void {
  everySectionShown = true;
}
const listeners = new Set<() => void>();
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

function markInteracted() {
  if (interacted) return;
  interacted = true;
  INTERACTIONS.forEach((e) => window.removeEventListener(e, markInteracted));
  [...listeners].forEach((l) => l());
}

if (typeof window !== 'undefined') {
  INTERACTIONS.forEach((e) => window.addEventListener(e, markInteracted, { passive: true }));
}

/**
 * Calls `task` once, at the visitor's first interaction with the page (never if that has already
 * happened). Returns a function that cancels it.
 */
export function onFirstInteraction(task: () => void): () => void {
  if (interacted) return () => undefined;
  const once = () => {
    listeners.delete(once);
    task();
  };
  listeners.add(once);
  return () => listeners.delete(once);
}

/** Calls `task` at the visitor's first interaction with the page, or at once if that has happened. */
export function whenInteracted(task: () => void): () => void {
  if (!interacted) return onFirstInteraction(task);
  task();
  return () => undefined;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Whether the element is near the viewport (200 px ahead), has been, or the page was interacted with. */
export function useRevealed(ref: RefObject<HTMLElement | null>, forced: boolean): boolean {
  const anyInteraction = useSyncExternalStore(
    subscribe,
    () => interacted,
    () => true,
  );
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    // Without IntersectionObserver (very old browsers) the first interaction reveals the sections.
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '200px 0px',
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return everySectionShown || forced || near || anyInteraction;
}

/** Runs `task` once the page has loaded and the browser is idle. */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => !cancelled && task(), { timeout: 3000 });
    else setTimeout(() => !cancelled && task(), 1000);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}
