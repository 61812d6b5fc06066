import type { FastifyInstance } from 'fastify';
import sharp, { type OverlayOptions } from 'sharp';
import { IMAGE_MAX_INPUT_PIXELS } from '../../lib/images.js';
import { sitePagesRepository } from './site-pages.repository.js';
import { mediaUrl } from '../../lib/media-url.js';

/** The size link previews (OpenGraph, Twitter's large card) ask for. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

const BRAND_BACKGROUND = { r: 12, g: 74, b: 110 };
const CARD = { width: 760, height: 300, radius: 36 };

/** A stored upload's bytes, read through the app itself (files on disk or kept in the database alike). */
async function uploadBytes(app: FastifyInstance, url: string | null): Promise<Buffer | null> {
  if (!url?.startsWith('/uploads/')) return null;
  const res = await app.inject({ method: 'GET', url });
  return res.statusCode === 200 ? res.rawPayload : null;
}

/**
 * The landing page's link-preview picture (issue 32: previews ignore an SVG `og:image`): a PNG of
 * 1200 × 630, made with sharp from what the operator set: the first active hero's poster as the
 * background (darkened), and the logo (`logo_url`, SVG or raster) on a white card in its middle. A
 * missing or unreadable picture leaves the brand colour or the bare card; it never fails.
 */
export async function renderOgImage(poster: Buffer | null, logo: Buffer | null): Promise<Buffer> {
  const { width, height } = OG_IMAGE;
  const background = poster
    ? await sharp(poster, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
        .resize(width, height, { fit: 'cover' })
        .composite([
          {
            input: {
              create: { width, height, channels: 4, background: { ...BRAND_BACKGROUND, alpha: 0.45 } },
            },
          },
        ])
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  const card = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}"><rect width="100%" height="100%" rx="${CARD.radius}" fill="#ffffff" fill-opacity="0.94"/></svg>`,
  );
  const layers: OverlayOptions[] = [
    { input: card, left: (width - CARD.width) / 2, top: (height - CARD.height) / 2 },
  ];
  const fitted = logo
    ? await sharp(logo, { density: 300, limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
        .resize(CARD.width - 120, CARD.height - 100, { fit: 'inside' })
        .png()
        .toBuffer({ resolveWithObject: true })
        .catch(() => null)
    : null;
  if (fitted) {
    layers.push({
      input: fitted.data,
      left: Math.round((width - fitted.info.width) / 2),
      top: Math.round((height - fitted.info.height) / 2),
    });
  }
  const base = background
    ? sharp(background)
    : sharp({ create: { width, height, channels: 4, background: { ...BRAND_BACKGROUND, alpha: 1 } } });
  return base.composite(layers).png().toBuffer();
}

/**
 * The picture above, made once per logo and poster and kept in memory (a new logo or hero poster
 * makes a new one at the next request); a failed rendering is not kept.
 */
export function ogImageService(app: FastifyInstance) {
  const { db } = app.deps;
  let kept: { key: string; png: Promise<Buffer> } | undefined;
  return {
    async current(): Promise<Buffer> {
      const sources = await sitePagesRepository(db).previewSources();
      const logoUrl = mediaUrl(sources.logo);
      const posterUrl = mediaUrl(sources.poster);
      const key = `${logoUrl ?? ''}\u0000${posterUrl ?? ''}`;
      if (kept?.key !== key) {
        const png = Promise.all([uploadBytes(app, posterUrl), uploadBytes(app, logoUrl)]).then(([p, l]) =>
          renderOgImage(p, l),
        );
        kept = { key, png };
        png.catch(() => {
          if (kept?.png === png) kept = undefined;
        });
      }
      return kept.png;
    },
  };
}
