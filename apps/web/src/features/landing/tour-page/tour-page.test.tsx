import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { languagePrefix, splitLanguage } from '@riviera/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as UseTranslationModule from '../../../i18n/use-translation';
import { CurrencyProvider } from '../../../lib/currency-preference';
import { TourPage } from './tour-page';

// The interface starts in the address's language (main.tsx): English here, as the pages below are.
const changeLanguage = vi.fn(() => Promise.resolve());
vi.mock('../../../i18n/use-translation', async (original) => ({
  ...(await original<typeof UseTranslationModule>()),
  useTranslation: () => ({
    t: (k: string) => k,
    i18n: { language: 'en', resolvedLanguage: 'en', changeLanguage },
  }),
}));

const tour = {
  id: 7,
  title: 'Night Show',
  category: 'Gece',
  description: 'Dinner and a show',
  price: 30,
  children_price: null,
  currency: 'EUR',
  duration: '3 hours',
  location: 'Side',
  image: null,
  features: ['Hotel pick-up'],
  inclusions: ['Dinner'],
  exclusions: ['Drinks'],
  is_active: true,
  slug: 'gece-sovu',
};
const currencies = [{ id: 1, code: 'EUR', name: 'Euro', symbol: '€', rate_to_try: 35, is_active: true, is_default: true }];

afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage.mockClear();
});

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

/** Serves the tour page's reads; `bySlug` answers GET /tours/by-slug/... */
function stubApi(bySlug: (slug: string) => Promise<Response>) {
  const fetch = vi.fn((input: string) => {
    const url = new URL(input, 'http://localhost');
    const match = /\/api\/tours\/by-slug\/([^/]+)$/.exec(url.pathname);
    if (match) return bySlug(decodeURIComponent(match[1]!));
    if (url.pathname === '/api/currencies/active') return answer({ success: true, data: currencies });
    return answer({ success: true, data: {} });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The app's router runs below the language prefix (main.tsx), as here: `/en/tours/x` is `/tours/x` under `/en`. */
function renderAt(path: string) {
  const { lang, rest } = splitLanguage(path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CurrencyProvider>
        <MemoryRouter basename={languagePrefix(lang) || undefined} initialEntries={[`${languagePrefix(lang)}${rest}`]}>
          <Routes>
            <Route path="*" element={<><TourPage /><Where /></>} />
          </Routes>
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

describe('tour page', () => {
  it('shows the tour in the address language with its breadcrumb, details and the reservation form', async () => {
    const fetch = stubApi(() => answer({ success: true, data: { slug: 'gece-sovu', moved: false, tour } }));
    renderAt('/en/tours/gece-sovu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Show' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'tourPage.breadcrumb' });
    // react-router writes the basename's root without its slash: `/en` is the same page as `/en/`
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(crumbs).getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/en#tours');
    expect(within(crumbs).getByText('Night Show')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Dinner and a show')).toBeInTheDocument();
    expect(screen.getByText('Hotel pick-up')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'tourPage.reserveTitle' })).toBeInTheDocument();
    // the form stands beside the details (its code arrives a moment later): no way "back" to them as in the modal
    expect(await screen.findByLabelText(/tourForm.name/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'tourForm.back' })).toBeNull();
    await vi.waitFor(() => expect(document.title).toBe('Night Show | Riviera Transfer & Tur'));
    const asked = fetch.mock.calls.map(([u]) => u).find((u) => u.includes('by-slug'));
    expect(asked).toContain('/api/tours/by-slug/gece-sovu');
    expect(asked).toContain('lang=en');
  });

  it('replaces a former address by the current one', async () => {
    stubApi(() => answer({ success: true, data: { slug: 'gece-sovu-yeni', moved: true, tour } }));
    renderAt('/en/tours/gece-sovu');
    // below the /en prefix, where the router works
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/tours\/gece-sovu-yeni$/));
  });

  it('shows the not-found state for an unknown or Pasif tour', async () => {
    stubApi(() => answer({ success: false, message: 'Tour not found' }, 404));
    renderAt('/en/tours/nothing-here');
    expect(await screen.findByTestId('tour-not-found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'tourPage.allTours' })).toHaveAttribute('href', '/en#tours');
  });
});
