import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';

/**
 * Node rejects a request line or headers over its limit before Fastify sees it. Answer such
 * clients with the API's JSON envelope (431) rather than a bare close, so a huge query string
 * is a clear 4xx like any other bad input.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  // Headers or a body that did not arrive within the server's time-outs (decision 033).
  const tooSlow = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = tooLarge ? '431 Request Header Fields Too Large' : tooSlow ? '408 Request Timeout' : '400 Bad Request';
  const body = JSON.stringify({
    success: false,
    message: tooLarge ? 'İstek adresi veya başlıkları çok uzun' : tooSlow ? 'İstek zaman aşımına uğradı' : 'Geçersiz istek',
  });
  socket.end(
    `HTTP/1.1 ${status}\r\nX-Request-Id: ${randomUUID()}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
