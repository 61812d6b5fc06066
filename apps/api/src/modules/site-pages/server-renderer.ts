import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web app's server build (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  render(url: string, apiFetch: (url: string, init: RequestInit) => Promise<Response>): Promise<{ html: string; state: unknown }>;
}

/** Renders a public page's body and the data the browser hydrates it with. */
export type RenderPage = (url: string) => Promise<{ html: string; state: unknown }>;

/**
 * Loads the web app's server build, which sits beside the browser build (`dist-server` next to
 * `dist`). Without it (a checkout that never built the web app) pages are served unrendered.
 * Its API calls go to this same app in-process (`inject`): through the same routes, contracts and
 * public read cache as the browser's, without a socket.
 */
export async function loadServerRenderer(app: FastifyInstance, webDist: string): Promise<RenderPage | undefined> {
  const entry = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  const mod = (await import(pathToFileURL(entry).href)) as ServerEntry;
  const apiFetch = async (url: string, init: RequestInit): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  };
  return (url) => mod.render(url, apiFetch);
}
