import { useSyncExternalStore } from 'react';

/*
 * Where floating things (toasts) go. A modal <dialog> sits in the browser's top layer and makes the
 * rest of the page inert, so a toast shown while one is open must live inside the topmost dialog
 * to be seen, clicked and announced; with no dialog open it lives at the end of the body.
 */
const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Makes `host` (an element inside an open modal dialog) the place for floating things until the returned release is called. */
export function pushOverlayHost(host: HTMLElement): () => void {
  hosts.push(host);
  notify();
  return () => {
    const i = hosts.indexOf(host);
    if (i >= 0) hosts.splice(i, 1);
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const current = (): HTMLElement | null =>
  hosts[hosts.length - 1] ?? (typeof document === 'undefined' ? null : document.body);

/** The element floating things render into now: the topmost open dialog's host, else the body. */
export function useOverlayHost(): HTMLElement | null {
  return useSyncExternalStore(subscribe, current, () => null);
}
