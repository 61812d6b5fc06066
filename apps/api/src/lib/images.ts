import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_VARIANTS, imageVariantUrl } from '@riviera/domain';
import sharp from 'sharp';
import { AppError } from './app-error.js';
import { mirrorKept, mirrorRemoved } from './upload-mirror.js';
import type { FileKind, SavedFile } from './uploads.js';

/** Image kinds back-office uploads accept (checked by magic bytes in lib/uploads.ts). */
export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpg', 'webp'];
export const VIDEO_KINDS: readonly FileKind[] = ['mp4', 'webm', 'ogg'];

/**
 * The most pixels an uploaded image may have (a 10 000 × 10 000 photo, far beyond any camera a
 * visitor or the staff use). A larger one is refused from its header, before any pixel is decoded,
 * so a small file that claims a huge picture cannot tie up memory and CPU.
 */
export const IMAGE_MAX_INPUT_PIXELS = 100_000_000;

export interface WebImageOptions {
  /** longest side after resizing; smaller images are never enlarged */
  maxWidth: number;
  maxHeight: number;
  quality?: number;
  /** widths of the smaller copies written beside it (packages/domain image-variants.ts) */
  variantWidths?: readonly number[];
}

/**
 * Web sizes per use: tour and gallery photos fill wide cards and a lightbox; vehicles are smaller.
 * Settings (logos, the about picture) are shown small and keep one file.
 */
export const WEB_SIZES = {
  photo: { maxWidth: IMAGE_VARIANTS.photo.fullWidth, maxHeight: 1600, quality: 80, variantWidths: IMAGE_VARIANTS.photo.widths },
  vehicle: { maxWidth: IMAGE_VARIANTS.vehicle.fullWidth, maxHeight: 800, quality: 82, variantWidths: IMAGE_VARIANTS.vehicle.widths },
  poster: { maxWidth: IMAGE_VARIANTS.poster.fullWidth, maxHeight: 1080, quality: 78, variantWidths: IMAGE_VARIANTS.poster.widths },
  setting: { maxWidth: 1200, maxHeight: 1200, quality: 90 },
} as const satisfies Record<string, WebImageOptions>;

/**
 * Writes the smaller WebP copies of an image beside `originalPath` (named by imageVariantUrl) from
 * `source` (a file or its bytes), each under a temporary name renamed into place: another instance
 * making the same copy at the same time replaces it with equal bytes, and a reader never sees half
 * a file. A picture narrower than a copy's width is not enlarged. Returns the copies' paths.
 */
export async function writeImageVariants(source: string | Buffer, originalPath: string, opts: WebImageOptions): Promise<string[]> {
  const widths = opts.variantWidths ?? [];
  const image = sharp(source, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).rotate();
  const written: string[] = [];
  try {
    await Promise.all(
      widths.map(async (width) => {
        const target = imageVariantUrl(originalPath, width);
        const tmp = path.join(path.dirname(target), `.tmp-${randomBytes(12).toString('hex')}`);
        try {
          await image
            .clone()
            .resize({ width, height: opts.maxHeight, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: opts.quality ?? 80 })
            .toFile(tmp);
          fs.renameSync(tmp, target);
          written.push(target);
        } finally {
          fs.rmSync(tmp, { force: true });
        }
      }),
    );
  } catch (err) {
    for (const f of written) fs.rmSync(f, { force: true });
    throw err;
  }
  return written;
}

/**
 * Re-encodes an uploaded image as WebP within web sizes (EXIF orientation applied, metadata dropped)
 * next to the original, with its smaller copies (`variantWidths`), removes the original and returns
 * the new file. Undecodable bytes are a 422.
 */
export async function toWebImage(file: SavedFile, opts: WebImageOptions, field = 'image'): Promise<SavedFile> {
  const dir = path.dirname(file.absolutePath);
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const target = path.join(dir, name);
  let bytes: number;
  try {
    const info = await sharp(file.absolutePath, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: opts.maxWidth, height: opts.maxHeight, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: opts.quality ?? 80 })
      .toFile(target);
    bytes = info.size;
    await writeImageVariants(file.absolutePath, target, opts);
  } catch {
    fs.rmSync(target, { force: true });
    fs.rmSync(file.absolutePath, { force: true });
    await mirrorRemoved(file.absolutePath).catch(() => undefined);
    throw new AppError(422, 'error.validation', { [field]: ['validation.file_type_invalid'] });
  }
  // Outside the try: a database that fails here is a 503, not an undecodable image.
  fs.rmSync(file.absolutePath, { force: true });
  await mirrorRemoved(file.absolutePath);
  await mirrorKept(target);
  for (const width of opts.variantWidths ?? []) await mirrorKept(imageVariantUrl(target, width));
  const folder = path.posix.dirname(file.url);
  return { url: `${folder}/${name}`, absolutePath: target, kind: 'webp', bytes };
}

/**
 * Decodes an uploaded image to its last pixel (into a small thumbnail that is thrown away) under the
 * same pixel limit as web images, and leaves the stored file as it was sent: a ticket is kept as the
 * customer took it. A file that does not decode (cut off, corrupt, too many pixels) is removed and
 * refused with a 422 carrying `messageKey` on `field`.
 */
export async function assertDecodableImage(file: SavedFile, field: string, messageKey: string): Promise<void> {
  try {
    await sharp(file.absolutePath, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    fs.rmSync(file.absolutePath, { force: true });
    await mirrorRemoved(file.absolutePath).catch(() => undefined);
    throw new AppError(422, messageKey, { [field]: [messageKey] });
  }
}
