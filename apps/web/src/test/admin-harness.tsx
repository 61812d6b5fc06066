import type { AdminRole } from '@riviera/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ADMIN_ME_QUERY_KEY } from '../lib/admin-me';

/** One call the screen made: method, path below /api, and the body (parsed JSON, or the FormData). */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** What the stubbed server answers a call: an envelope body and a status (200 by default). */
export type ApiAnswer = { status?: number; body: unknown };

/**
 * Replaces fetch with a server that answers by `answer` and records every call, so a test can look
 * at what a form sent. Restore with `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (call: ApiCall) => ApiAnswer): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const call = { method: init.method ?? 'GET', path: url.replace(/^\/api/, ''), body };
      calls.push(call);
      const a = answer(call);
      return Promise.resolve(
        new Response(JSON.stringify(a.body), {
          status: a.status ?? 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

/** A success envelope. */
export const ok = (data: unknown, message?: string): ApiAnswer => ({
  body: { success: true, data, message },
});

/**
 * A back-office screen with its query client and router, as the admin app renders it, signed in
 * as a Yönetici unless `role` says otherwise (null: nobody known yet).
 */
export function renderAdmin(ui: ReactNode, { role = 'admin' }: { role?: AdminRole | null } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (role) client.setQueryData(ADMIN_ME_QUERY_KEY, { id: 1, username: 'admin', role });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
