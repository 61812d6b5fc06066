import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteSettingsQuery, type SiteSettings } from '../../lib/site-settings';
import { ContactBlock } from './contact-block';

function renderBlock(settings: SiteSettings) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(siteSettingsQuery('tr').queryKey, settings);
  render(
    <QueryClientProvider client={client}>
      <ContactBlock />
    </QueryClientProvider>,
  );
}

describe('success page contact block', () => {
  it("opens WhatsApp on the site's WhatsApp number, not the landline", () => {
    renderBlock({ contact_phone: '+90 242 000 00 00', contact_whatsapp: '+90 555 111 22 33' });
    const chat = screen.getByText('success.contact.whatsapp').closest('a');
    expect(chat).toHaveAttribute('href', 'https://wa.me/905551112233');
    expect(screen.getByText('success.contact.call').closest('a')).toHaveAttribute('href', 'tel:+902420000000');
  });

  it('offers no WhatsApp link when no WhatsApp number is set', () => {
    renderBlock({ contact_phone: '+90 242 000 00 00' });
    expect(screen.queryByText('success.contact.whatsapp')).toBeNull();
  });
});
