/** The grapheme splitter the browser and Node share (the domain builds without DOM typings). */
interface Segmenter {
  segment(input: string): Iterable<{ segment: string }>;
}
const SegmenterClass = (
  globalThis as unknown as {
    Intl: { Segmenter: new (locale?: string, opts?: { granularity: 'grapheme' }) => Segmenter };
  }
).Intl.Segmenter;
let segmenter: Segmenter | undefined;

/** How many characters a person sees in `s` ('👨‍👩‍👧' and '1️⃣' are one each). */
export function graphemeCount(s: string): number {
  segmenter ??= new SegmenterClass(undefined, { granularity: 'grapheme' });
  let n = 0;
  for (const _ of segmenter.segment(s)) n++;
  return n;
}

/**
 * Whether `s` is what an extra service shows as its icon: one emoji ('👶', '🧳', '1️⃣') or one
 * short symbol ('✈', '★', '₺'), never a word, which the booking page would show oversized.
 * Blank is allowed (no icon).
 */
export function isIconText(s: string): boolean {
  const t = s.trim();
  if (t === '') return true;
  if (graphemeCount(t) !== 1) return false;
  return /\p{Extended_Pictographic}|\u20E3/u.test(t) || /^[\p{S}\p{P}]/u.test(t);
}
