/**
 * Uploaded images come in smaller WebP copies made at upload (issue 31 §4), so that a phone loads a
 * picture near the width it draws instead of the full-size original. A copy's address derives from
 * the original's ('/uploads/tours/ab12.webp' → '/uploads/tours/ab12-480w.webp'): no column, no
 * lookup, and the page and the server agree on it through this one module.
 *
 * Per use, the widths of the copies and the width the original is made within (its `fullWidth`,
 * which srcset gives as the original's width: the browser only needs an upper bound to choose).
 * Photos fill a phone-wide card or the tour page (412 css px at 1.75 dppx ≈ 720 px); posters are
 * full-bleed behind the hero; vehicles sit in small cards.
 */
export const IMAGE_VARIANTS = {
  photo: { widths: [480, 720, 960], fullWidth: 1600 },
  poster: { widths: [640, 960, 1280], fullWidth: 1920 },
  vehicle: { widths: [320, 640], fullWidth: 1000 },
} as const satisfies Record<string, { widths: readonly number[]; fullWidth: number }>;

export type ImageUse = keyof typeof IMAGE_VARIANTS;

/** Every width any use has: what is removed with an original, whatever use it had. */
export const ALL_VARIANT_WIDTHS: readonly number[] = [
  ...new Set(Object.values(IMAGE_VARIANTS).flatMap((v) => v.widths)),
].sort((a, b) => a - b);

/**
 * An image the server stored and re-encoded: a public upload (never a customer's ticket), with an
 * image extension, not itself a copy. Absolute URLs and SVG logos have no copies.
 */
const VARIANT_SOURCE = /^\/uploads\/(?!tickets\/)(?:[a-z0-9_-]+\/)*[A-Za-z0-9_.-]+\.(?:webp|png|jpe?g)$/;
const VARIANT_NAME = /-\d+w\.webp$/;

/** Whether an image's address has smaller copies beside it. */
export function hasImageVariants(url: string | null | undefined): url is string {
  return typeof url === 'string' && VARIANT_SOURCE.test(url) && !VARIANT_NAME.test(url);
}

/** The address (or file path) of an image's copy `width` px wide. */
export function imageVariantUrl(url: string, width: number): string {
  return `${url.replace(/\.[a-z]+$/i, '')}-${width}w.webp`;
}

/**
 * The `srcset` of an uploaded image in a use: its copies and the original; undefined for an image
 * without copies (the `src` alone is then used).
 */
export function imageSrcSet(url: string | null | undefined, use: ImageUse): string | undefined {
  if (!hasImageVariants(url)) return undefined;
  const { widths, fullWidth } = IMAGE_VARIANTS[use];
  return [...widths.map((w) => `${imageVariantUrl(url, w)} ${w}w`), `${url} ${fullWidth}w`].join(', ');
}
