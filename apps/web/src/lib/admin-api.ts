import { ApiError, requestEnvelope, type RequestOptions } from './api-client';

/**
 * Back-office API calls. The session rides in an HttpOnly cookie (the browser sends it; scripts
 * never see it). Every answer of 401 means the session is gone or expired: the registered handler
 * (set by the admin app) sends the user to the login page, keeping where they were.
 * The back office is Turkish only, so server messages are asked for in Turkish.
 */
type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  const next = window.location.pathname + window.location.search;
  window.location.assign(`/admin/login?reason=expired&next=${encodeURIComponent(next)}`);
};

/** The admin app installs its router-aware handler here; returns a function restoring the previous one. */
export function setAdminUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

export async function adminRequestEnvelope<T>(path: string, opts: RequestOptions<T> = {}) {
  try {
    return await requestEnvelope<T>(path, { ...opts, headers: { 'Accept-Language': 'tr', ...opts.headers } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) onUnauthorized();
    throw err;
  }
}

/** Multipart saves may carry a 50 MB video, so they wait longer than the usual 10 s. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * Saves a back-office form as the spec's client does: POST to the collection to create, POST to
 * `collection/{id}` to update (the form carries `_method=PUT`), with the upload time-out.
 */
export function saveMultipart<T = unknown>(
  collection: string,
  id: number | null | undefined,
  body: FormData,
) {
  return adminRequestEnvelope<T>(id ? `${collection}/${id}` : collection, {
    method: 'POST',
    body,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/** Saves a JSON form: POST to the collection to create, PUT to `collection/{id}` to update. */
export function saveJson<T = unknown>(collection: string, id: number | null | undefined, body: unknown) {
  return id
    ? adminRequest<T>(`${collection}/${id}`, { method: 'PUT', body })
    : adminRequest<T>(collection, { method: 'POST', body });
}

/** Calls a back-office endpoint and returns the envelope's `data`. */
export async function adminRequest<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  return (await adminRequestEnvelope<T>(path, opts)).data;
}

/**
 * The message to show for a failed call: 'Bağlantı hatası' (or the given text) when the network
 * failed, otherwise `fallback` — the screen's own sentence from the spec, e.g.
 * 'Rezervasyonlar yüklenirken hata oluştu'.
 */
export function adminErrorMessage(
  err: unknown,
  fallback: string,
  networkMessage = 'Bağlantı hatası',
): string {
  if (err instanceof ApiError && err.isNetwork) return networkMessage;
  return fallback;
}
