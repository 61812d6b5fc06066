/**
 * The element a server-rendered page marks as its first screen, when that screen would move were it
 * painted half-parsed (the landing hero: its heading and form are centred in the viewport's height).
 *
 * Why: Chromium paints whatever HTML it has parsed when the parser yields. The public pages' head
 * carries the whole stylesheet (decision 020), so that yield can fall inside the hero; the form's
 * rest then grows the hero and re-centres it, a layout shift of about 0.3 (Lighthouse CLS). The
 * server therefore adds `<link rel="expect" href="#first-screen" blocking="render">` to a page whose
 * HTML holds this id: the browser paints once the element is wholly parsed, and no sooner.
 * Chromium does not always wait (a paint came early in about one Lighthouse load in ten, right after
 * its viewport emulation), so on phones the hero is also laid out from the top: what arrives later
 * then extends it downwards instead of moving what is painted.
 */
export const FIRST_SCREEN_ID = 'first-screen';
