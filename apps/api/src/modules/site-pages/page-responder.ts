import {
  PAGE_META,
  isClientOnlyPath,
  parsePublicPath,
  publicLocationAlternates,
  publicLocationPath,
  splitLanguage,
  tourPagePath,
  translateMessage,
  type Lang,
  type PageMeta,
} from '@riviera/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PackedBody, sendPacked } from '../../lib/packed-body.js';
import { packedSize, type PublicReadCache } from '../../lib/public-read-cache.js';
import type { FindTourPage } from '../tour-pages/tour-page-finder.js';
import { withPageHead, withRenderedBody } from './page-head.js';
import type { RenderPage } from './server-renderer.js';
import { siteOrigin } from './site-origin.js';
import { publicPageTemplate } from './public-page-template.js';

export interface PageResponderOptions {
  publicUrl: string | undefined;
  /** renders a public page's body on the server; absent when the web app's server build is missing */
  render?: RenderPage;
  /** rendered pages are kept here (area `pages`), emptied by the same admin writes as the public reads */
  cache: PublicReadCache;
  /** the landing page's social and structured-data tags in a language (decision 022) */
  landingExtras?: (lang: Lang, origin: string, canonical: string) => Promise<string>;
  /** what a tour page's address names (decision 022); without it no tour page exists */
  findTour?: FindTourPage;
  /** the web build, whose stylesheet and scripts public pages carry as publicPageTemplate says */
  webDist?: string;
}

/** Answers a browser's GET for a page. */
export type PageAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Answers a browser's GET for a page: a public page (a tour's and the legal texts' included) in its
 * language with its own head and, when the server build is there, its content rendered on the
 * server (200); a tour's former address with a 301 to its current one; the back office's or the
 * driver's page shell (200, drawn by the browser, never indexed); or the site's 404 page with status
 * 404 for any other path. Only paths the app knows get a 200, so a crawler never sees one page under
 * endless URLs.
 */
/** The public pages whose rendering reads the query string (the booking's choices, a PNR). */
const PAGES_READING_QUERY: ReadonlySet<string> = new Set(['booking', 'bookingSuccess', 'bookingSearch']);

export function pageResponder(template: string, opts: PageResponderOptions): PageAnswer {
  const publicTemplate = opts.webDist ? publicPageTemplate(template, opts.webDist) : template;
  const notFound = (reply: FastifyReply, lang: Lang, meta: PageMeta) =>
    reply.code(404).send(withPageHead(publicTemplate, { lang, meta, noindex: true }));

  return async (request, reply) => {
    const [path = '/', fullQuery] = request.url.split('?');
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (isClientOnlyPath(path)) return reply.header('X-Robots-Tag', 'noindex').send(template);
    const origin = siteOrigin(opts.publicUrl, request);
    const location = parsePublicPath(path);
    if (!location) return notFound(reply, splitLanguage(path).lang, PAGE_META[splitLanguage(path).lang].notFound);
    const { lang } = location;
    // Only the booking form, its result and the PNR look-up read the query string; elsewhere it is
    // ignored, so '/?x=1', '/?x=2'… are the same cached page, not a fresh render each (issue 28).
    const query = location.page !== 'tour' && PAGES_READING_QUERY.has(location.page) ? fullQuery : undefined;

    let meta: PageMeta;
    let extra: (canonical: string) => Promise<string | undefined>;
    // a page that shows seats left changes with every booking: rendered each time, never cached
    let live = false;
    if (location.page === 'tour') {
      // Asked before the cache: a tour made Pasif or renamed answers so at the next request.
      const tour = await opts.findTour?.(location.slug, lang, origin);
      if (!tour) {
        const title = translateMessage('error.tour_not_found', lang);
        return notFound(reply, lang, { title, description: PAGE_META[lang].notFound.description });
      }
      if (tour.moved) return reply.redirect(tourPagePath(tour.slug, lang), 301);
      meta = tour.meta;
      extra = async () => tour.extra;
      live = tour.live;
    } else {
      const { page } = location;
      meta = PAGE_META[lang][page];
      extra = async (canonical) =>
        page === 'home' && opts.landingExtras ? await opts.landingExtras(lang, origin, canonical) : undefined;
    }

    const canonicalPath = publicLocationPath(location);
    const headOf = (extraTags?: string) =>
      withPageHead(publicTemplate, {
        lang,
        meta,
        canonical: origin + canonicalPath,
        alternates: publicLocationAlternates(location).map((a) => ({ lang: a.lang, href: origin + a.path })),
        // A booking's result page is one visitor's: reachable, never listed.
        noindex: location.page === 'bookingSuccess',
        extra: extraTags,
      });
    const { render } = opts;
    if (!render) return reply.send(headOf(await extra(origin + canonicalPath)));
    const url = query ? `${canonicalPath}?${query}` : canonicalPath;
    // Kept as bytes with a validator; each compressed form is made the first time a browser asks for
    // it: a landing page is about 170 KB (its stylesheet inline), 6x smaller compressed, and
    // compressing both forms on every render was half the landing page's render CPU (issue 31 §4).
    const renderNow = async () =>
      new PackedBody(withRenderedBody(headOf(await extra(origin + canonicalPath)), await render(url)));
    try {
      // One entry per page and language; a query string (a booking's choices) is one visitor's: not kept.
      const body = query || live
        ? await renderNow()
        : await opts.cache.sized('pages', `${origin}${canonicalPath}`, renderNow, packedSize);
      return sendPacked(reply, body, 'text/html; charset=utf-8');
    } catch (err) {
      // The page still works when rendering fails: the browser draws it, as it did before.
      request.log.error({ err }, 'server rendering failed; sending the page unrendered');
      return reply.send(headOf(await extra(origin + canonicalPath).catch(() => undefined)));
    }
  };
}
