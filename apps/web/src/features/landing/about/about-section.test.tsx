import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as UseTranslationModule from '../../../i18n/use-translation';
import AboutSection from './about-section';

// Without a translator a list (returnObjects) would come back as its key, a string.
vi.mock('../../../i18n/use-translation', async (original) => ({
  ...(await original<typeof UseTranslationModule>()),
  useTranslation: () => ({
    t: (k: string, o?: { returnObjects?: boolean }) => (o?.returnObjects ? [] : k),
    i18n: { language: 'tr', resolvedLanguage: 'tr' },
  }),
}));

const about = {
  id: 1,
  title: 'Hakkımızda',
  main_description: 'Antalya’nın transfer firması',
  sub_description: null,
  quote: null,
  description: '<p>Metin</p>',
  features: ['7/24'],
  is_active: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('about section', () => {
  it('offers a retry after a load failure, and shows the content once it loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          ++calls === 1
            ? new Response('{}', { status: 500 })
            : new Response(JSON.stringify({ success: true, data: about }), {
                status: 200,
                headers: { 'content-type': 'application/json' },
              }),
        ),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AboutSection />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'about.retry' }));
    expect(await screen.findByText('Antalya’nın transfer firması')).toBeInTheDocument();
    expect(screen.queryByText('about.loadError')).toBeNull();
  });
});
