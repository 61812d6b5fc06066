/**
 * Stored media paths are site-relative ('/uploads/tours/ab12.webp'). Absolute http(s) URLs
 * (allowed in settings) are kept; anything else becomes a site-relative uploads path.
 */
export function mediaUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^https?:\/\//i.test(stored) || stored.startsWith('/')) return stored;
  return `/uploads/${stored.replace(/^(storage|uploads)\//, '')}`;
}
