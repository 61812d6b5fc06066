import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteSettingsQuery } from '../../lib/site-settings';
import { Navbar } from './navbar';

let pathname = '/';
// Under Node, react-router resolves to its CommonJS build (a second React); the bar needs only these.
vi.mock('react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode } & Record<string, unknown>) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  useLocation: () => ({ pathname }),
  useNavigate: () => () => undefined,
}));
vi.mock('./language-switcher', () => ({ LanguageSwitcher: () => null }));
vi.mock('./currency-selector', () => ({ CurrencySelector: () => null }));

function renderNavbar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(siteSettingsQuery('tr').queryKey, { site_name: 'Riviera' });
  render(
    <QueryClientProvider client={client}>
      <Navbar />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  pathname = '/';
});

describe('navbar home links', () => {
  it("bring a visitor scrolled down the landing page back to the top ('Ana Sayfa' and the logo)", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/#about');
    renderNavbar();
    fireEvent.click(screen.getByTestId('navbar-logo'));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
    expect(window.location.hash).toBe('');
    scrollTo.mockClear();
    fireEvent.click(await screen.findByText('nav.home'));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('leave other pages to the link (a page navigation to /)', () => {
    pathname = '/booking-search';
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderNavbar();
    fireEvent.click(screen.getByTestId('navbar-logo'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
