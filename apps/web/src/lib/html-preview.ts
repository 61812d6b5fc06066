/** Elements after which the reader expects a new line: paragraphs, headings, list items, breaks. */
const BLOCKS = 'p, div, li, h1, h2, h3, h4, h5, h6, blockquote, tr, br';

/**
 * The text of an HTML description with its paragraph breaks kept as new lines (one line per
 * block, blank lines dropped), for a list preview shown with `whitespace-pre-line`. A plain
 * `textContent` would run '<p>Bir</p><p>İki</p>' together as 'Birİki'.
 */
export function htmlPreviewText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const el of Array.from(body.querySelectorAll(BLOCKS))) el.after('\n');
  return (body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
