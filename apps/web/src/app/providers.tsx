import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { CurrencyProvider } from '../lib/currency-preference';

/** The site's query defaults; the server builds one client per page with the same. */
export const QUERY_DEFAULTS = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; network failures get two more tries.
      retry: (count: number, err: unknown) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
};

export const queryClient = new QueryClient(QUERY_DEFAULTS);

/** `client`: the server renders each page with a client of its own; the browser uses the one above. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <CurrencyProvider>{children}</CurrencyProvider>
    </QueryClientProvider>
  );
}
