import { FilterXSS } from 'xss';

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:)/i;

/**
 * About texts are HTML written in the back office and shown on the public site. Only a small set
 * of formatting tags survives; links keep an http(s)/mailto/tel href, and a new-tab link gets rel="noopener noreferrer";
 * everything else (scripts, styles, event handlers, javascript: URLs) is removed with its content
 * where it is a script or style.
 */
const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    em: [],
    b: [],
    i: [],
    u: [],
    ul: [],
    ol: [],
    li: [],
    h2: [],
    h3: [],
    h4: [],
    blockquote: [],
    a: ['href', 'title', 'target', 'rel'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (tag !== 'a') return undefined;
    if (name === 'href') return SAFE_HREF.test(value.trim()) ? `href="${escapeAttr(value.trim())}"` : '';
    // a new tab always comes with rel="noopener noreferrer"; an admin-written rel is not kept
    if (name === 'target') return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    if (name === 'rel') return '';
    return undefined;
  },
});

const escapeAttr = (v: string) => v.replace(/&(?!amp;|lt;|gt;|quot;|#)/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sanitizeAboutHtml(html: string): string {
  return filter.process(html).trim();
}

/** Whether sanitised HTML still says something (a description of only tags or spaces does not). */
export const hasText = (html: string): boolean => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;
