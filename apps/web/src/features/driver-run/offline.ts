import { driverRunDto, type DriverRunDto } from '@riviera/domain';
import { useEffect, useState } from 'react';

/**
 * The driver's page as an app that works on a weak connection (decision 035): its manifest, its
 * service worker (limited to /surucu/) and the day's jobs kept on the phone.
 */

const sheetKey = (token: string) => `driver-run:${token}:sheet`;

/** The day's jobs as last read from the server, for a page opened without network. */
export function loadSheet(token: string): DriverRunDto | undefined {
  try {
    const raw = window.localStorage.getItem(sheetKey(token));
    if (!raw) return undefined;
    const parsed = driverRunDto.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function saveSheet(token: string, sheet: DriverRunDto): void {
  try {
    window.localStorage.setItem(sheetKey(token), JSON.stringify(sheet));
  } catch {
    // a full or blocked storage: the page still works online
  }
}

/** Forgets a dead link's copy: its jobs are no longer the driver's to read. */
export function forgetSheet(token: string): void {
  try {
    window.localStorage.removeItem(sheetKey(token));
  } catch {
    // nothing to forget
  }
}

/** Whether the browser believes it is online, following its online and offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** What of this page the worker should keep: the page itself and the site's scripts and styles it loaded. */
function pageResources(): string[] {
  const own = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => u.startsWith(`${location.origin}/assets/`) || u === `${location.origin}/boot.js`);
  return [location.href, `${location.origin}/favicon.svg`, ...own];
}

/**
 * Links the link's manifest (installable, starting at the link itself) and registers the worker
 * that keeps the page for offline use; true once the page is kept.
 */
export function useInstallableDriverPage(token: string): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = `/api/driver-runs/${encodeURIComponent(token)}/manifest.webmanifest`;
    document.head.append(manifest);
    return () => manifest.remove();
  }, [token]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    const onMessage = (e: MessageEvent<{ type?: string }>) => {
      if (e.data?.type === 'page-kept' && !cancelled) setKept(true);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    navigator.serviceWorker
      .register('/surucu/sw.js', { scope: '/surucu/' })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => reg.active?.postMessage({ type: 'keep-page', urls: pageResources() }))
      .catch(() => undefined);
    return () => {
      cancelled = true;
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, []);
  return kept;
}
