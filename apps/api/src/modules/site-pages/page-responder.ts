import {
  PAGE_META,
  isClientOnlyPath,
  parsePublicPath,
  publicPageAlternates,
  publicPagePath,
  splitLanguage,
  type Lang,
} from '@riviera/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicReadCache } from '../../lib/public-read-cache.js';
import { withPageHead, withRenderedBody } from './page-head.js';
import type { RenderPage } from './server-renderer.js';
import { siteOrigin } from './site-origin.js';

export interface PageResponderOptions {
  publicUrl: string | undefined;
  /** renders a public page's body on the server; absent when the web app's server build is missing */
  render?: RenderPage;
  /** rendered pages are kept here (area `pages`), emptied by the same admin writes as the public reads */
  cache: PublicReadCache;
  /** the landing page's social and structured-data tags in a language (decision 022) */
  landingExtras?: (lang: Lang, origin: string, canonical: string) => Promise<string>;
}

/** Answers a browser's GET for a page. */
export type PageAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Answers a browser's GET for a page: a public page in its language with its own head and, when the
 * server build is there, its content rendered on the server (200); the back office's or the driver's
 * page shell (200, drawn by the browser, never indexed); or the site's 404 page with status 404 for any other path. Only paths the app
 * knows get a 200, so a crawler never sees one page under endless URLs.
 */
export function pageResponder(template: string, opts: PageResponderOptions): PageAnswer {
  return async (request, reply) => {
    const [path = '/', query] = request.url.split('?');
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (isClientOnlyPath(path)) return reply.header('X-Robots-Tag', 'noindex').send(template);
    const origin = siteOrigin(opts.publicUrl, request);
    const location = parsePublicPath(path);
    if (!location) {
      const { lang } = splitLanguage(path);
      return reply.code(404).send(withPageHead(template, { lang, meta: PAGE_META[lang].notFound, noindex: true }));
    }
    const { lang, page } = location;
    const canonicalPath = publicPagePath(page, lang);
    const headOf = (extra?: string) => withPageHead(template, {
      lang,
      meta: PAGE_META[lang][page],
      canonical: origin + canonicalPath,
      alternates: publicPageAlternates(page).map((a) => ({ lang: a.lang, href: origin + a.path })),
      // A booking's result page is one visitor's: reachable, never listed.
      noindex: page === 'bookingSuccess',
      extra,
    });
    const head = headOf();
    const { render, landingExtras } = opts;
    if (!render) return reply.send(head);
    const url = query ? `${canonicalPath}?${query}` : canonicalPath;
    const renderNow = async () => {
      const extra = page === 'home' && landingExtras ? await landingExtras(lang, origin, origin + canonicalPath) : undefined;
      return withRenderedBody(headOf(extra), await render(url));
    };
    try {
      // One entry per page and language; a query string (a booking's choices) is one visitor's: not kept.
      const html = query ? await renderNow() : await opts.cache.text('pages', `${origin}${canonicalPath}`, renderNow);
      return await reply.send(html);
    } catch (err) {
      // The page still works when rendering fails: the browser draws it, as it did before.
      request.log.error({ err }, 'server rendering failed; sending the page unrendered');
      return reply.send(head);
    }
  };
}
