import { DEFAULT_LANG, INDEXABLE_PAGES, publicPageAlternates, type Lang } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { tourSitemapPages } from '../tour-pages/tour-sitemap.js';
import { sitePagesRepository } from './site-pages.repository.js';

/** Escapes text for an XML text node or attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** robots.txt: the whole public site is open; the back office and the API are not pages. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** One page of the sitemap: its address in each language (the first is x-default) and its last change. */
export interface SitemapPage {
  alternates: { lang: Lang; path: string }[];
  lastmod?: string;
}

/** The public pages every site has, in every language, with the site's latest content change. */
export function standardSitemapPages(lastmod: string | undefined): SitemapPage[] {
  return INDEXABLE_PAGES.map((page) => ({ alternates: publicPageAlternates(page), lastmod }));
}

/** Every page the sitemap lists: the standard pages (with the site's last content change) and every active tour's own page. */
export async function sitemapPages(db: Kysely<Database>): Promise<SitemapPage[]> {
  const [lastmod, tours] = await Promise.all([sitePagesRepository(db).lastContentChange(), tourSitemapPages(db)]);
  return [...standardSitemapPages(lastmod), ...tours];
}

/**
 * sitemap.xml with one `<url>` per page and language, each listing all its language versions as
 * `xhtml:link` alternates plus `x-default` (the Turkish page), as search engines ask for.
 */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const fallback = page.alternates.find((a) => a.lang === DEFAULT_LANG) ?? page.alternates[0];
    const links = [
      ...page.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(origin + a.path)}"/>`),
      ...(fallback ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + fallback.path)}"/>`] : []),
    ];
    for (const version of page.alternates) {
      out.push(
        '<url>',
        `<loc>${escapeXml(origin + version.path)}</loc>`,
        ...(page.lastmod ? [`<lastmod>${escapeXml(page.lastmod)}</lastmod>`] : []),
        ...links,
        '</url>',
      );
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}
