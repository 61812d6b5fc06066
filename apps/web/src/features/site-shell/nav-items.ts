/** Navigation bar items of public-site §2: plain paths navigate, anchors scroll on the landing page. */
export const NAV_ITEMS = [
  { key: 'home', kind: 'path', target: '/' },
  { key: 'tours', kind: 'anchor', target: 'tours' },
  { key: 'gallery', kind: 'anchor', target: 'gallery' },
  { key: 'about', kind: 'anchor', target: 'about' },
  { key: 'bookingSearch', kind: 'path', target: '/booking-search' },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

/** Scrolls smoothly to a landing-page section; false when the section is not on this page. */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * Brings a visitor on the landing page back to its top, as 'Ana Sayfa' and the logo must: a
 * client-side link to the path already shown would change nothing on screen. Drops any #section
 * from the address so a reload starts at the top too.
 */
export function scrollLandingToTop(): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  if (window.location.hash) window.history.replaceState(window.history.state, '', '/');
}
