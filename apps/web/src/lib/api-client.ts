import { REQUEST_TIMEOUT_MS } from '@riviera/domain';
// zod/mini's parser works with every contract (classic or mini) and keeps the first render small.
import { safeParse } from 'zod/mini';
import { currentTranslator } from '../i18n/use-translation';
import type { $ZodType } from 'zod/v4/core';

/** A failed API call: `status` 0 means the network failed or timed out (no answer at all). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** The one envelope every answer comes in (ARCHITECTURE "API conventions"). */
interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
  /** what a few answers carry beside `data`, e.g. the tour reservation list's `pagination` */
  [beside: string]: unknown;
}

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** overrides the 10-second time-out, e.g. for a large upload */
  timeoutMs?: number;
  /**
   * The answer's contract (from packages/domain): `data` is parsed with it, so a server that drifts
   * from the contract fails here as an ApiError, like any failed call, instead of deep in a screen.
   */
  schema?: $ZodType<T>;
}

/** What the caller sees when an answer does not match its contract. */
export const UNEXPECTED_ANSWER = 'unexpected answer';

/**
 * The server's own message of a failed call, which comes in the visitor's language; '' for a
 * network failure or an answer that broke its contract ('unexpected answer' is the client's own
 * English note, never a text for a visitor): callers then show their own sentence.
 */
export function visitorMessage(err: unknown): string {
  if (!(err instanceof ApiError) || err.isNetwork || err.message === UNEXPECTED_ANSWER) return '';
  return err.message;
}

/** `value` checked against its contract; an answer that breaks it fails as an ApiError, like any failed call. */
export function parseAnswer<T>(schema: $ZodType<T>, value: unknown, status = 200): T {
  const parsed = safeParse(schema, value);
  if (!parsed.success) throw new ApiError(status, UNEXPECTED_ANSWER);
  return parsed.data;
}

/**
 * How API calls reach the server: the browser's fetch, or, when the page is rendered on the server,
 * a function that hands the request to the API in the same process (entry-server.tsx).
 */
let apiFetch: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** Routes API calls through `fetcher` (server-side rendering only). */
export function setApiFetch(fetcher: (url: string, init: RequestInit) => Promise<Response>): void {
  apiFetch = fetcher;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * Calls the API and returns the envelope's data (or the whole envelope with `requestEnvelope`).
 * Sends the visitor's language so server messages come back in it; cookies ride along same-origin,
 * which is how back-office calls carry the session. Times out after 10 s like the original client.
 */
export async function requestEnvelope<T>(path: string, opts: RequestOptions<T> = {}): Promise<Envelope<T>> {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentTranslator()?.language ?? 'tr',
    ...opts.headers,
  };
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await apiFetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new ApiError(0, err instanceof Error ? err.message : 'network error');
  }
  let json: Envelope<T> | undefined;
  try {
    json = (await res.json()) as Envelope<T>;
  } catch {
    json = undefined;
  }
  if (!res.ok || !json || json.success === false) {
    // Only the server's own message (already in the visitor's language) is worth showing; an HTTP
    // status text ('Internal Server Error' from a proxy) is English jargon, so callers get '' and
    // fall back to their own sentence from the spec.
    throw new ApiError(res.status, json?.message ?? '', json?.errors);
  }
  if (!opts.schema) return json;
  return { ...json, data: parseAnswer(opts.schema, json.data, res.status) };
}

export async function request<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  return (await requestEnvelope<T>(path, opts)).data;
}
