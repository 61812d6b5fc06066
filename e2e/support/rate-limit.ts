import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * POSTs as a well-behaved API client does: if the route's per-minute limit for this address is
 * spent (429), it waits the server's `Retry-After` and asks once more. Every e2e request comes from
 * 127.0.0.1, so how many reservations the specs before made in the same minute depends on the
 * machine's speed; the limit itself is tested by the API tier (rate-limits.test.ts), not here.
 */
export async function postHonouringLimit(
  request: APIRequestContext,
  url: string,
  data: unknown,
): Promise<APIResponse> {
  const first = await request.post(url, { data });
  if (first.status() !== 429) return first;
  const seconds = Number(first.headers()['retry-after'] ?? 60);
  await new Promise((resolve) => setTimeout(resolve, (Math.min(seconds, 60) + 1) * 1000));
  return request.post(url, { data });
}
