import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './app-error.js';
import type { DbFileStore } from './db-file-store.js';

/** A stored upload's public path after '/uploads/': folders and a server-made name, nothing else. */
export const STORED_PATH = /^(?:[a-z0-9_-]+\/)*[A-Za-z0-9_.-]+\.[a-z0-9]+$/;

/**
 * The one `bytes=` range of a Range header, resolved against `size`: a range, 'unsatisfiable', or
 * null for no (or an unsupported multi-) range, which is answered with the whole file (RFC 9110).
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return header.includes(',') ? null : 'unsatisfiable';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Answers with a file kept in the database: ETag (names never change, so path and size identify the
 * bytes), 304 for a matching If-None-Match, `Range` → 206 with Content-Range reading only the chunks
 * it covers, 416 for a range outside the file. Bytes stream from the database, never held whole.
 */
export async function sendStoredFile(
  req: FastifyRequest,
  reply: FastifyReply,
  store: DbFileStore,
  relPath: string,
  cacheControl: string,
): Promise<FastifyReply> {
  const file = await store.info(relPath);
  if (!file) throw notFound();
  const etag = `"${createHash('sha256').update(`${file.path}|${file.size}|${file.createdAt}`).digest('base64url').slice(0, 27)}"`;
  reply.header('ETag', etag).header('Cache-Control', cacheControl).header('Accept-Ranges', 'bytes').type(file.mime);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = parseRange(req.headers.range, file.size);
  if (range === 'unsatisfiable') {
    // What a browser's media element understands; it never shows this answer to anyone.
    return reply.code(416).header('Content-Range', `bytes */${file.size}`).header('Content-Length', 0).send(Buffer.alloc(0));
  }
  if (file.size === 0) return reply.header('Content-Length', 0).send(Buffer.alloc(0));
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${file.size}`);
  return reply.header('Content-Length', end - start + 1).send(store.stream(file, start, end));
}

