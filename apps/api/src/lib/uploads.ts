import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { ALL_VARIANT_WIDTHS, imageVariantUrl } from '@riviera/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError } from './app-error.js';
import { assertNoNulCharacter } from './text-input.js';
import { mirrorKept, mirrorRemovedLater } from './upload-mirror.js';

/** Kinds of file the site accepts, by what their bytes say (never by name or declared type). */
export const FILE_KINDS = {
  png: { mime: 'image/png', ext: 'png' },
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
  mp4: { mime: 'video/mp4', ext: 'mp4' },
  webm: { mime: 'video/webm', ext: 'webm' },
  ogg: { mime: 'video/ogg', ext: 'ogv' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export interface FileRule {
  /** sub-folder of the uploads directory, e.g. 'tickets' */
  folder: string;
  allowed: readonly FileKind[];
  maxBytes: number;
}

export interface SavedFile {
  /** public path, e.g. '/uploads/tickets/3f9c…e1.png' */
  url: string;
  absolutePath: string;
  kind: FileKind;
  bytes: number;
}

export interface MultipartResult {
  /** text fields; a name repeated or written `name[i]` becomes a list */
  fields: Record<string, string | string[]>;
  files: Record<string, SavedFile>;
}

const MIME_TO_KIND = new Map<string, FileKind>(
  Object.entries(FILE_KINDS).map(([k, v]) => [v.mime, k as FileKind]),
);
// file-type names QuickTime-branded MP4s and Ogg audio containers differently; accept the video forms.
MIME_TO_KIND.set('video/quicktime', 'mp4');
MIME_TO_KIND.set('audio/ogg', 'ogg');


/**
 * The multipart parser reports a body it cannot read (cut off, a boundary that never comes, a
 * content type without a boundary, a broken part header) with plain errors: those are the
 * client's, so a 400. Its own limit and protocol errors carry a 4xx status and keep their mapping
 * in the error handler.
 */
function asMalformedBody(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return new AppError(400, 'error.multipart_invalid');
}

/**
 * The request's parts; a parse failure surfaces as the 400 above. A part without a name (a
 * Content-Disposition with no `name=`) cannot be any field of any form: it is a broken body too.
 */
async function* partsOf(request: FastifyRequest) {
  try {
    for await (const part of request.parts()) {
      if (typeof part.fieldname !== 'string' || part.fieldname === '') {
        if (part.type === 'file') part.file.resume();
        throw new AppError(400, 'error.multipart_invalid');
      }
      yield part;
    }
  } catch (err) {
    throw asMalformedBody(err);
  }
}

/** Adds a text field to `fields`; a name repeated or written `name[i]` becomes a list. */
function addField(fields: MultipartResult['fields'], fieldname: string, value: unknown): void {
  const raw = typeof value === 'string' ? value : String(value);
  assertNoNulCharacter(fieldname, raw);
  const listMatch = /^(.+)\[\d*\]$/.exec(fieldname);
  const name = listMatch ? listMatch[1]! : fieldname;
  const prev = fields[name];
  if (listMatch || prev !== undefined) {
    fields[name] = [...(Array.isArray(prev) ? prev : prev === undefined ? [] : [prev]), raw];
  } else {
    fields[name] = raw;
  }
}

/** A file's error named on its field, so the form shows it there. */
function fileError(
  status: 413 | 422,
  code: 'validation.file_too_large' | 'validation.file_type_invalid',
  fieldname: string,
): AppError {
  return new AppError(status, code, { [fieldname]: [code] });
}

/**
 * Reads a multipart request: fields into an object, each file streamed to disk (never held whole
 * in memory), cut off past its size limit (413), then checked by magic bytes against the field's
 * allow-list (422) and given a server-made name. On any failure every file already written is removed.
 */
export async function readMultipart(
  request: FastifyRequest,
  uploadsDir: string,
  rules: Record<string, FileRule>,
): Promise<MultipartResult> {
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, SavedFile> = {};
  const written: string[] = [];
  try {
    for await (const part of partsOf(request)) {
      if (part.type === 'field') {
        addField(fields, part.fieldname, part.value);
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule) {
        part.file.resume();
        throw fileError(422, 'validation.file_type_invalid', part.fieldname);
      }
      if (files[part.fieldname]) {
        part.file.resume();
        continue;
      }
      const dir = path.join(uploadsDir, rule.folder);
      fs.mkdirSync(dir, { recursive: true });
      const tmp = path.join(dir, `.tmp-${randomBytes(12).toString('hex')}`);
      written.push(tmp);
      let bytes = 0;
      // A body cut off inside this file fails the file's own stream (emitted, or destroyed with
      // the error), not the parts iterator; a disk error while writing stays a server error.
      let bodyError: unknown;
      part.file.once('error', (err) => {
        bodyError = err;
      });
      const counter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          bytes += chunk.length;
          if (bytes > rule.maxBytes) cb(new AppError(413, 'validation.file_too_large'));
          else cb(null, chunk);
        },
      });
      try {
        // Opened synchronously: a stream that opens lazily could create the file after a failure
        // below has already cleaned up (a first chunk past the limit fails before the open ends).
        await pipeline(part.file, counter, fs.createWriteStream(tmp, { fd: fs.openSync(tmp, 'w') }));
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 413) {
          throw fileError(413, 'validation.file_too_large', part.fieldname);
        }
        const fromBody = err === bodyError || err === part.file.errored;
        throw fromBody ? asMalformedBody(err) : err;
      }
      if (part.file.truncated) throw fileError(413, 'validation.file_too_large', part.fieldname);
      if (bytes === 0) continue;
      const detected = await fileTypeFromFile(tmp);
      const kind = detected ? MIME_TO_KIND.get(detected.mime) : undefined;
      if (!kind || !rule.allowed.includes(kind)) {
        throw fileError(422, 'validation.file_type_invalid', part.fieldname);
      }
      const name = `${randomBytes(16).toString('hex')}.${FILE_KINDS[kind].ext}`;
      const finalPath = path.join(dir, name);
      fs.renameSync(tmp, finalPath);
      written[written.length - 1] = finalPath;
      await mirrorKept(finalPath);
      files[part.fieldname] = { url: `/uploads/${rule.folder}/${name}`, absolutePath: finalPath, kind, bytes };
    }
  } catch (err) {
    for (const f of written) {
      fs.rmSync(f, { force: true });
      mirrorRemovedLater(f);
    }
    throw err;
  }
  return { fields, files };
}

/**
 * A file and the smaller copies an image has beside it (lib/images.ts writeImageVariants), for
 * every use's widths: a copy is removed with its original, never left behind or removed alone.
 */
function withVariants(absolutePath: string): string[] {
  // Tickets are kept as sent (lib/images.ts assertDecodableImage): they never have copies.
  const isTicket = absolutePath.includes(`${path.sep}tickets${path.sep}`);
  if (isTicket || !/\.(webp|png|jpe?g)$/.test(absolutePath)) return [absolutePath];
  return [absolutePath, ...ALL_VARIANT_WIDTHS.map((w) => imageVariantUrl(absolutePath, w))];
}

/** Deletes a previously uploaded file (and its copies) by its public path; paths outside the uploads folder are ignored. */
export function removeUpload(uploadsDir: string, url: string | null | undefined): void {
  if (!url?.startsWith('/uploads/')) return;
  const abs = path.resolve(uploadsDir, url.slice('/uploads/'.length));
  if (!abs.startsWith(path.resolve(uploadsDir) + path.sep)) return;
  for (const f of withVariants(abs)) {
    fs.rmSync(f, { force: true });
    mirrorRemovedLater(f);
  }
}

/** Removes files (and their copies) saved for a request that then failed validation, so nothing is half-saved. */
export function discardFiles(files: Record<string, SavedFile>): void {
  for (const file of Object.values(files)) {
    for (const f of withVariants(file.absolutePath)) {
      fs.rmSync(f, { force: true });
      mirrorRemovedLater(f);
    }
  }
}
