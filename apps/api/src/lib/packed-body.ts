import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** Below this a compressed answer saves less than its headers and the client's inflating cost. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * An answer kept ready to send: its bytes, a validator, and its compressed forms, each made at most
 * once however many requests send it. Encoding a 12 KB JSON text to UTF-8 on every send was a fifth
 * of a cached read's CPU (issue 31's profile); compressing it on every send would cost more still.
 */
export class PackedBody {
  readonly bytes: Buffer;
  /** weak: the same content in any of its encodings (RFC 9110 §8.8.1) */
  readonly etag: string;
  private brotli: Buffer | undefined;
  private gzipped: Buffer | undefined;

  constructor(readonly text: string) {
    this.bytes = Buffer.from(text, 'utf8');
    this.etag = `W/"${createHash('sha1').update(this.bytes).digest('base64url').slice(0, 22)}"`;
  }

  /** what the body occupies in memory: its bytes and the compressed forms made so far */
  get size(): number {
    return this.bytes.length + (this.brotli?.length ?? 0) + (this.gzipped?.length ?? 0);
  }

  /** The best form for an Accept-Encoding header: brotli, gzip, or the bytes as they are. */
  encodedFor(acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
    if (this.bytes.length < COMPRESS_FROM_BYTES || !acceptEncoding) return { body: this.bytes };
    if (/\bbr\b/.test(acceptEncoding)) {
      // Quality 5: most of brotli's gain at a few milliseconds for a page-sized text.
      this.brotli ??= zlib.brotliCompressSync(this.bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      return { body: this.brotli, encoding: 'br' };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      this.gzipped ??= zlib.gzipSync(this.bytes);
      return { body: this.gzipped, encoding: 'gzip' };
    }
    return { body: this.bytes };
  }
}

/** Whether an If-None-Match header names this validator (weak comparison, `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends a packed answer: 304 with no body when the client already holds it, otherwise the form its
 * Accept-Encoding asks for. `no-cache` lets a browser keep the answer but ask again each time, which
 * the ETag makes a 304 of a few bytes while nothing changed.
 */
export function sendPacked(reply: FastifyReply, packed: PackedBody, contentType: string): FastifyReply {
  const headers = reply.request.headers;
  void reply.header('ETag', packed.etag).header('Vary', 'Accept-Encoding').header('Cache-Control', 'no-cache');
  if (matchesEtag(headers['if-none-match'], packed.etag)) return reply.code(304).send();
  const { body, encoding } = packed.encodedFor(headers['accept-encoding']);
  if (encoding) void reply.header('Content-Encoding', encoding);
  return reply.type(contentType).send(body);
}
