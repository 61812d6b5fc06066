import type { FastifyRequest } from 'fastify';

/**
 * The site's own origin for absolute URLs (canonical, sitemap, OpenGraph): PUBLIC_URL when set, which
 * is what a deployment behind a proxy must set; otherwise the address the request came to.
 */
export function siteOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}
