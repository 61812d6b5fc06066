import {
  PAGE_META,
  parsePublicPath,
  publicPageAlternates,
  publicPagePath,
  splitLanguage,
} from '@riviera/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withPageHead } from './page-head.js';
import { siteOrigin } from './site-origin.js';

/** True for the back office's client routes, which the single-page app draws itself. */
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * Answers a browser's GET for a page: a public page in its language with its own head (200), the
 * back office's shell (200, never indexed), or the site's 404 page with status 404 for any other
 * path. Only paths the app knows get a 200, so a crawler never sees one page under endless URLs.
 */
export function pageResponder(template: string, publicUrl: string | undefined) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (isAdminPath(path)) return reply.header('X-Robots-Tag', 'noindex').send(template);
    const origin = siteOrigin(publicUrl, request);
    const location = parsePublicPath(path);
    if (!location) {
      const { lang } = splitLanguage(path);
      return reply.code(404).send(withPageHead(template, { lang, meta: PAGE_META[lang].notFound, noindex: true }));
    }
    const { lang, page } = location;
    const html = withPageHead(template, {
      lang,
      meta: PAGE_META[lang][page],
      canonical: origin + publicPagePath(page, lang),
      alternates: publicPageAlternates(page).map((a) => ({ lang: a.lang, href: origin + a.path })),
      // A booking's result page is one visitor's: reachable, never listed.
      noindex: page === 'bookingSuccess',
    });
    return reply.send(html);
  };
}
