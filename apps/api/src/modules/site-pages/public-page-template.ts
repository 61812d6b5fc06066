import fs from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;
const ENTRY = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;

/**
 * index.html as public pages are sent (decision 020): what a phone on a slow network needs for the
 * first paint of a server-rendered page (its hero title) is the HTML alone.
 * - The built stylesheets are written in as `<style>` (the CSP allows inline styles) instead of one
 *   more request that blocks the paint; their links stay, disabled, for the scripts to find.
 * - The entry script and its preloaded chunks are started by `/boot.js` once the page is painted,
 *   instead of sharing the connection with the HTML's first paint. Hydration follows a frame later.
 * The back office's shell keeps index.html as built: its stylesheet and scripts are cached across
 * its many loads. A stylesheet the build does not hold keeps its link.
 */
export function publicPageTemplate(html: string, webDist: string): string {
  let page = html.replace(STYLESHEET, (tag, file: string) => {
    const full = path.join(webDist, file);
    // The link stays, disabled (never fetched): a lazy chunk's loader (Vite's preload helper) asks for
    // the stylesheet its code was built with and adds it unless a link to it is already there; added,
    // the phone would parse it again and restyle the whole page, a long task after hydration.
    return fs.existsSync(full)
      ? `<style>${fs.readFileSync(full, 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`
      : tag;
  });
  const entry = ENTRY.exec(page)?.[1];
  if (!entry || !fs.existsSync(path.join(webDist, 'boot.js'))) return page;
  const preload = [...page.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  page = page.replace(MODULE_PRELOAD, '');
  const assets = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return page.replace(
    ENTRY,
    `<script type="application/json" id="deferred-modules">${assets}</script><script src="/boot.js" defer></script>`,
  );
}
