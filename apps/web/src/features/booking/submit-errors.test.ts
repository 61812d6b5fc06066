import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from '../../lib/api-client';
import { describeSubmitFailure } from './submit-errors';

// The translator stands in for the page's: a key comes back as itself, so the test sees which sentence was chosen.
const t = (key: string) => key;

afterEach(() => vi.unstubAllGlobals());

describe('a failed booking without a message from the server', () => {
  it("shows the spec's sentence in the visitor's language, never the English status text", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response('<html>Internal Server Error</html>', { status: 500, statusText: 'Internal Server Error' })),
      ),
    );
    const err = await request('/bookings', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(describeSubmitFailure(err, t).messages).toEqual(['errors.generic']);
  });

  it("still shows the server's own message when it gave one", () => {
    expect(describeSubmitFailure(new ApiError(409, 'Bu araç dolu'), t).messages).toEqual(['Bu araç dolu']);
  });
});
