import { GALLERY_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@riviera/domain';

const MiB = 1024 * 1024;

/**
 * The multipart parser's hard ceilings (@fastify/multipart, registered in app.ts). Each route's own
 * rule (a file's kind and size, lib/uploads.ts) is checked within them; past any of them the request
 * is refused with 413. The reverse proxies in docs/deploy/ must let through every body these admit:
 * `largestMultipartBodyBytes()` is that size, and a test reads the proxies' limits against it.
 */
export const MULTIPART_LIMITS = {
  /** the largest file any form takes (a 50 MiB hero or gallery video) plus a little */
  fileSize: VIDEO_MAX_BYTES + MiB,
  /** the most files one form carries: a hero's video and poster, a gallery item's image and video */
  files: 2,
  fields: 200,
  /** one text field's value; a longer one is cut to this by the parser */
  fieldSize: 100_000,
} as const;

/**
 * What a part costs beyond its value, generously: the boundary line and the part's headers
 * (Content-Disposition with its name and file name, Content-Type). Names are bounded by the parser
 * (100 bytes for a field name), a file name by what a browser sends.
 */
export const MULTIPART_PART_OVERHEAD_BYTES = 1024;

/** The largest multipart body the API reads to its end: every file and field at its ceiling. */
export function largestMultipartBodyBytes(limits: typeof MULTIPART_LIMITS = MULTIPART_LIMITS): number {
  const parts = limits.files + limits.fields;
  return limits.files * limits.fileSize + limits.fields * limits.fieldSize + (parts + 1) * MULTIPART_PART_OVERHEAD_BYTES;
}

/** The largest real form: a hero's 50 MiB video and 10 MiB poster (what the 60 MB proxy limit refused). */
export const HERO_FORM_FILES_BYTES = VIDEO_MAX_BYTES + GALLERY_IMAGE_MAX_BYTES;
