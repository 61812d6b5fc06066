import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteSetting } from './api';
import { SettingCard } from './setting-card';

const facebook: SiteSetting = {
  id: 7,
  key: 'social_facebook',
  value: 'https://www.facebook.com/rivieratransfer',
  type: 'text',
  group: 'social',
  description: 'Facebook sayfası adresi',
  is_active: true,
};

describe('a link setting card', () => {
  it('refuses a javascript: link with the same Turkish message the endpoint answers, and accepts a web page', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SettingCard setting={facebook} onMessage={() => undefined} onDelete={() => undefined} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ delay: null });
    const input = screen.getByLabelText('Değer');
    const save = screen.getByRole('button', { name: 'social_facebook ayarını kaydet' });

    await user.clear(input);
    await user.type(input, 'javascript:alert(1)');
    expect(screen.getByText('Geçerli bir web adresi girin: yalnızca http:// veya https:// ile başlayan adresler kabul edilir')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'https://www.facebook.com/riviera.antalya');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(save).toBeEnabled();
  });
});

const renderCard = (setting: SiteSetting) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SettingCard setting={setting} onMessage={() => undefined} onDelete={() => undefined} />
    </QueryClientProvider>,
  );

describe('a setting with a rule of its own', () => {
  it('refuses 150 as the round-trip discount, as the discount dialog does', async () => {
    renderCard({ id: 8, key: 'round_trip_discount', value: '10', type: 'text', group: 'general', description: 'İndirim', is_active: true });
    const user = userEvent.setup({ delay: null });
    const input = screen.getByLabelText('Değer');
    await user.clear(input);
    await user.type(input, '150');
    expect(screen.getByText('Lütfen 0-100 arasında geçerli bir indirim yüzdesi girin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'round_trip_discount ayarını kaydet' })).toBeDisabled();
  });

  it('shows a logo whole in its preview, not cropped', () => {
    renderCard({ id: 9, key: 'site_logo', value: '/uploads/logo.png', type: 'image', group: 'branding', description: 'Logo', is_active: true });
    expect(screen.getByAltText('Görsel önizlemesi')).toHaveClass('object-contain');
  });
});
