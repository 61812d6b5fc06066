import type { Lang } from '../i18n/languages.js';

/** OpenGraph's locale names for the site's languages. */
export const OG_LOCALES: Record<Lang, string> = { tr: 'tr_TR', en: 'en_GB', de: 'de_DE', ru: 'ru_RU', pl: 'pl_PL' };

/** The longest meta description kept: search results cut near 160 characters anyway. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A meta description from free text: tags and runs of white space removed, cut at a word boundary
 * to at most {@link META_DESCRIPTION_MAX} characters with an ellipsis when cut.
 */
export function metaDescription(text: string): string {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (plain.length <= META_DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 60 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** What a page's head says to link previews. */
export interface SocialMetaInput {
  title: string;
  description: string;
  /** the page's absolute canonical URL */
  url: string;
  /** absolute URL of the preview image, if any */
  image?: string | null;
  imageAlt?: string;
  /** the image's pixel size and type, when known (previews lay the card out before fetching it) */
  imageSize?: { width: number; height: number; type: string };
  lang: Lang;
  siteName: string;
  /** 'website' for the landing page, 'article' for a tour (OpenGraph has no product-like type for a trip) */
  type: 'website' | 'article';
}

/** One `<meta>` tag: OpenGraph uses `property`, Twitter cards `name`. */
export interface MetaTag {
  property?: string;
  name?: string;
  content: string;
}

/**
 * OpenGraph and Twitter card tags for a page. A page with an image gets the large-image card; the
 * other languages are named as alternate locales, so a preview picks the reader's.
 */
export function socialMetaTags(input: SocialMetaInput): MetaTag[] {
  const tags: MetaTag[] = [
    { property: 'og:type', content: input.type },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: input.url },
    { property: 'og:locale', content: OG_LOCALES[input.lang] },
    ...Object.entries(OG_LOCALES)
      .filter(([lang]) => lang !== input.lang)
      .map(([, locale]) => ({ property: 'og:locale:alternate', content: locale })),
  ];
  if (input.image) {
    tags.push({ property: 'og:image', content: input.image });
    if (input.imageSize) {
      tags.push(
        { property: 'og:image:type', content: input.imageSize.type },
        { property: 'og:image:width', content: String(input.imageSize.width) },
        { property: 'og:image:height', content: String(input.imageSize.height) },
      );
    }
    if (input.imageAlt) tags.push({ property: 'og:image:alt', content: input.imageAlt });
  }
  tags.push(
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
  );
  if (input.image) tags.push({ name: 'twitter:image', content: input.image });
  return tags;
}

/** Text made safe inside a double-quoted HTML attribute or an element's text. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Meta tags as HTML for a server-rendered head. */
export function metaTagsHtml(tags: readonly MetaTag[]): string {
  return tags
    .map((t) => (t.property ? `<meta property="${escapeHtml(t.property)}" content="${escapeHtml(t.content)}">` : `<meta name="${escapeHtml(t.name ?? '')}" content="${escapeHtml(t.content)}">`))
    .join('');
}

/** The WHATWG URL that browsers and Node share (the domain builds without DOM or Node typings). */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string, base?: string) => { toString(): string } }).URL;

/** An absolute URL from the site's root URL and a path or an already absolute URL (an uploaded image). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new WhatwgUrl(pathOrUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}
