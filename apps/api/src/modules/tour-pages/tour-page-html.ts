import { DEFAULT_LANG, escapeHtml, jsonLdScriptTag, metaTagsHtml, type Lang, type TourPageHead } from '@riviera/domain';

const HTML_LANG = /<html lang="[^"]*"/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;

/** The web app's index.html in `lang` with `tags` in place of its generic title and description. */
function withHead(template: string, lang: Lang, tags: string): string {
  return template
    .replace(HTML_LANG, `<html lang="${lang}"`)
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => tags);
}

/**
 * A tour page's HTML before the browser draws it: the page's language, title and description, the
 * canonical URL, hreflang alternates with x-default (the Turkish page), OpenGraph and Twitter tags,
 * and the TouristTrip and BreadcrumbList JSON-LD. Link previews and crawlers read all of it without
 * running JavaScript.
 */
export function tourPageHtml(template: string, lang: Lang, head: TourPageHead, alternates: { lang: Lang; href: string }[]): string {
  const xDefault = alternates.find((a) => a.lang === DEFAULT_LANG);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...alternates.map((a) => `<link rel="alternate" hreflang="${a.lang}" href="${escapeHtml(a.href)}">`),
    ...(xDefault ? [`<link rel="alternate" hreflang="x-default" href="${escapeHtml(xDefault.href)}">`] : []),
    metaTagsHtml(head.meta),
    ...head.jsonLd.map((data) => jsonLdScriptTag(data)),
  ];
  return withHead(template, lang, tags.join('\n    '));
}

/** The page for a tour address that names no active tour: drawn by the app, never indexed. */
export function tourNotFoundHtml(template: string, lang: Lang, title: string): string {
  return withHead(template, lang, `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex">`);
}
