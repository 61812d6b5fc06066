/**
 * Links staff enter in site settings end up as `href`s on every public page, so only schemes that
 * open a page, a mail, a call or a WhatsApp chat are accepted; `javascript:`, `data:` and the like
 * never are (decision 011).
 */

/**
 * What a link may point at: `web` an http(s) page, `whatsapp` a https://wa.me/ chat, `any` either
 * of those, a `mailto:` or a `tel:` link.
 */
export type LinkKind = 'web' | 'whatsapp' | 'any';

/** The parts of a WHATWG URL read here (the domain builds without DOM or Node typings). */
interface ParsedUrl {
  protocol: string;
  host: string;
  hostname: string;
  username: string;
  password: string;
  pathname: string;
}
/** The URL parser browsers and Node share: the check sees a link exactly as the browser will follow it. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

const parse = (value: string): ParsedUrl | null => {
  try {
    // Parsed as a browser parses an href: surrounding spaces and inner tabs or newlines are dropped.
    return new WhatwgUrl(value);
  } catch {
    return null;
  }
};

const isWeb = (u: ParsedUrl) => (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '' && !u.username && !u.password;
const isWhatsapp = (u: ParsedUrl) => u.protocol === 'https:' && u.host === 'wa.me' && !u.username && !u.password;
const isContact = (u: ParsedUrl) => (u.protocol === 'mailto:' || u.protocol === 'tel:') && u.pathname !== '';

/** Whether `value` is an absolute link of the given kind (relative and other-scheme links are not). */
export function isAllowedLink(value: string, kind: LinkKind): boolean {
  const u = parse(value);
  if (!u) return false;
  if (kind === 'whatsapp') return isWhatsapp(u);
  if (kind === 'web') return isWeb(u);
  return isWeb(u) || isContact(u);
}

/**
 * The kind of link a site setting holds, by its key, or null when its value is not a link:
 * `social_*` are profile pages (web), a key with `whatsapp` ending in `_url` or `_link` is a chat
 * link, other `*_url` keys are web addresses (the licence verification page) and `*_link` keys may
 * be any allowed link. Image settings hold stored files and are not links.
 */
export function settingLinkKind(key: string, type = 'text'): LinkKind | null {
  if (type === 'image') return null;
  const linkKey = /_(url|link)$/.test(key);
  if (linkKey && key.includes('whatsapp')) return 'whatsapp';
  if (key.startsWith('social_') || key.endsWith('_url')) return 'web';
  return linkKey ? 'any' : null;
}

/** Catalogue key of the message for a link setting whose value is not of its kind. */
export const LINK_MESSAGES: Readonly<Record<LinkKind, string>> = {
  web: 'validation.link_web',
  whatsapp: 'validation.link_whatsapp',
  any: 'validation.link_invalid',
};

/**
 * The catalogue key of what is wrong with a link setting's value, or undefined when it is fine or
 * not a link. Blank is fine: it hides the link.
 */
export function settingLinkError(key: string, type: string, value: string): string | undefined {
  const kind = settingLinkKind(key, type);
  if (kind === null || value.trim() === '') return undefined;
  return isAllowedLink(value, kind) ? undefined : LINK_MESSAGES[kind];
}
