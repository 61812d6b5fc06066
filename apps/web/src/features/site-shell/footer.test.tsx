import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { siteSettingsQuery, type SiteSettings } from '../../lib/site-settings';
import { Footer } from './footer';

// Under Node, react-router resolves to its CommonJS build, which would load a second, real React;
// the footer needs only a link and the current location from it.
vi.mock('react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
  useLocation: () => ({ pathname: '/' }),
  useNavigate: () => () => undefined,
}));

/** The footer over settings the API is taken to have answered (no network). */
function renderFooter(settings: SiteSettings) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(siteSettingsQuery('tr').queryKey, settings);
  const { container } = render(
    <QueryClientProvider client={client}>
      <Footer />
    </QueryClientProvider>,
  );
  return [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
}

describe('footer links from site settings', () => {
  it('renders http(s) social and verification links as they are', () => {
    const hrefs = renderFooter({
      social_facebook: 'https://www.facebook.com/rivieratransfer',
      social_instagram: 'https://www.instagram.com/rivieratransfer',
      tursab_verify_url: 'https://www.tursab.org.tr/tr/belge-dogrula',
    });
    expect(hrefs).toContain('https://www.facebook.com/rivieratransfer');
    expect(hrefs).toContain('https://www.instagram.com/rivieratransfer');
    expect(screen.getByTestId('tursab-badge')).toHaveAttribute('href', 'https://www.tursab.org.tr/tr/belge-dogrula');
  });

  it('never renders a script or other-scheme link stored before the server refused them', () => {
    const hrefs = renderFooter({
      social_facebook: 'javascript:alert(document.cookie)',
      social_instagram: ' JavaScript:alert(1)',
      social_twitter: 'data:text/html,<script>alert(1)</script>',
      tursab_verify_url: 'java\tscript:alert(1)',
    });
    expect(hrefs.filter((h) => h && !/^(https?:|mailto:|tel:|\/)/.test(h))).toEqual([]);
    expect(screen.queryByLabelText('shell.social.facebook')).toBeNull();
    expect(screen.queryByLabelText('shell.social.instagram')).toBeNull();
    expect(screen.queryByLabelText('shell.social.twitter')).toBeNull();
    // The licence badge keeps pointing at the official verification page.
    expect(screen.getByTestId('tursab-badge')).toHaveAttribute('href', 'https://www.tursab.org.tr/tr/ddsv');
  });
});
