import { DEFAULT_LANG, FIRST_SCREEN_ID, type Lang, type PageMeta } from '@riviera/domain';
import { escapeXml } from './site-pages.service.js';

/** Marks, in the web app's index.html, the head block the server writes per page. */
const HEAD_BLOCK = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const HTML_LANG = /<html lang="[^"]*"/;

/** What the head of one page in one language says. */
export interface PageHead {
  lang: Lang;
  meta: PageMeta;
  /** absolute URL of this page; absent for a page that must not be indexed (404) */
  canonical?: string;
  /** the same page in every language, absolute URLs */
  alternates?: { lang: Lang; href: string }[];
  noindex?: boolean;
  /** a page's own social and structured-data tags (the landing page's OpenGraph/Twitter and TravelAgency), in place of the generic OpenGraph */
  extra?: string;
}

const attr = escapeXml;

/** The head tags of a page: title, description, canonical, hreflang alternates with x-default, OpenGraph. */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${attr(head.meta.title)}</title>`,
    `<meta name="description" content="${attr(head.meta.description)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${attr(head.canonical)}" />`);
  for (const a of head.alternates ?? [])
    tags.push(`<link rel="alternate" hreflang="${a.lang}" href="${attr(a.href)}" />`);
  const fallback = head.alternates?.find((a) => a.lang === DEFAULT_LANG);
  if (fallback) tags.push(`<link rel="alternate" hreflang="x-default" href="${attr(fallback.href)}" />`);
  if (head.extra) return [...tags, head.extra].join('\n    ');
  tags.push(
    `<meta property="og:title" content="${attr(head.meta.title)}" />`,
    `<meta property="og:description" content="${attr(head.meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${head.lang}" />`,
  );
  if (head.canonical) tags.push(`<meta property="og:url" content="${attr(head.canonical)}" />`);
  return tags.join('\n    ');
}

/**
 * Reads index.html preloads for the browser. A rendered page carries its data; an unrendered one
 * (the 404 page, a failed render) asks its content with `?lang=`, which these language-less URLs
 * never match: either way they would be fetched for nothing (and Chromium warns of an unused preload).
 */
const FETCH_PRELOADS = /\s*<link rel="preload" as="fetch"[^>]*>/g;

/** A template cut around what each page writes: its language and its head block. */
interface TemplateParts {
  template: string;
  /** up to `<html lang="…"`, from there to the head block, after the head block */
  parts: [string, string, string] | null;
}

/**
 * index.html cut once, not per page: the public template is about 100 KB (its stylesheet is inline,
 * public-page-template.ts), and three regular expressions run over it on every render were a tenth
 * of the landing page's render CPU (issue 31 §4, docs/measurements/pages.md).
 */
let lastTemplate: TemplateParts | undefined;
function templateParts(template: string): TemplateParts {
  if (lastTemplate?.template === template) return lastTemplate;
  const lang = HTML_LANG.exec(template);
  const block = HEAD_BLOCK.exec(template);
  const parts: TemplateParts['parts'] =
    lang && block && lang.index < block.index
      ? [
          template.slice(0, lang.index),
          template.slice(lang.index + lang[0].length, block.index).replace(FETCH_PRELOADS, ''),
          template.slice(block.index + block[0].length).replace(FETCH_PRELOADS, ''),
        ]
      : null;
  lastTemplate = { template, parts };
  return lastTemplate;
}

/** The web app's index.html with this page's language and head. */
export function withPageHead(template: string, head: PageHead): string {
  const { parts } = templateParts(template);
  if (parts) return `${parts[0]}<html lang="${head.lang}"${parts[1]}${headTags(head)}${parts[2]}`;
  return template
    .replace(HTML_LANG, `<html lang="${head.lang}"`)
    .replace(HEAD_BLOCK, headTags(head))
    .replace(FETCH_PRELOADS, '');
}

/**
 * The page with its server-rendered body and the data it was rendered with, which the browser
 * hydrates from (JSON in a non-executed script; `<` escaped so no text can close the element).
 */
export function withRenderedBody(page: string, rendered: { html: string; state: unknown }): string {
  const state = JSON.stringify(rendered.state).replace(/</g, '\\u003c');
  // A first screen that a half-parsed paint would move is painted whole (FIRST_SCREEN_ID says why).
  // Only where the page has one: an expected element that never comes holds the paint to the end.
  // Written before the body goes in, so the search for </head> does not run through the body.
  const withExpect = rendered.html.includes(` id="${FIRST_SCREEN_ID}"`)
    ? page.replace('</head>', `  <link rel="expect" href="#${FIRST_SCREEN_ID}" blocking="render" />\n  </head>`)
    : page;
  return withExpect.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${rendered.html}</div>\n    <script id="ssr-state" type="application/json">${state}</script>`,
  );
}
