import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { type } from '../../test/form-events';
import { SiteSettingsPage } from './site-settings-page';

const PHONE = {
  id: 1,
  key: 'contact_phone',
  value: '+90 242 555 12 34',
  type: 'text',
  group: 'general',
  description: 'Telefon',
  is_active: true,
};
const MENU = {
  id: 2,
  key: 'menu_links',
  value: '["a"]',
  type: 'json',
  group: 'general',
  description: 'Menü',
  is_active: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('new setting dialog', () => {
  it('enables Ekle once key and description are written, and sends a blank switch as false', async () => {
    const calls = stubApi((c) =>
      c.method === 'POST'
        ? ok({ ...PHONE, id: 3, key: 'show_banner', type: 'boolean', value: 'false' })
        : ok([PHONE]),
    );
    renderAdmin(<SiteSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Ayar Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Ayar Ekle' });
    expect(within(dialog).getByRole('button', { name: 'Ekle' })).toBeDisabled();
    type(within(dialog).getByLabelText(/^Anahtar/), 'show_banner');
    type(within(dialog).getByLabelText(/^Açıklama/), 'Duyuru göster');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ekle' })).toBeEnabled());
    fireEvent.change(within(dialog).getByLabelText(/^Tip/), { target: { value: 'boolean' } });
    expect(within(dialog).getByLabelText(/^Değer/)).toHaveValue('false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('"show_banner" eklendi')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/site-settings',
      body: {
        key: 'show_banner',
        value: 'false',
        type: 'boolean',
        group: 'general',
        description: 'Duyuru göster',
        is_active: true,
      },
    });
  });

  it('refuses a key with capitals and a value that is not JSON', async () => {
    const calls = stubApi(() => ok([PHONE]));
    renderAdmin(<SiteSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Ayar Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Ayar Ekle' });
    type(within(dialog).getByLabelText(/^Anahtar/), 'Menu');
    type(within(dialog).getByLabelText(/^Açıklama/), 'Menü');
    fireEvent.change(within(dialog).getByLabelText(/^Tip/), { target: { value: 'json' } });
    type(within(dialog).getByLabelText(/^Değer/), '{"a": 1,');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Değer geçerli bir JSON olmalıdır')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Anahtar yalnızca küçük harf, rakam, tire (-), alt çizgi (_) ve nokta içerebilir',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe('setting card', () => {
  it('saves only a changed value, and not while JSON is broken', async () => {
    const calls = stubApi((c) => (c.method === 'PUT' ? ok(PHONE) : ok([PHONE, MENU])));
    renderAdmin(<SiteSettingsPage />);
    const card = await screen.findByTestId('setting-contact_phone');
    const save = within(card).getByRole('button', { name: 'contact_phone ayarını kaydet' });
    expect(save).toBeDisabled();
    type(within(card).getByLabelText('Değer'), '+90 242 555 00 00');
    await waitFor(() => expect(save).toBeEnabled());
    type(within(card).getByLabelText('Değer'), PHONE.value);
    await waitFor(() => expect(save).toBeDisabled());

    const menu = screen.getByTestId('setting-menu_links');
    type(within(menu).getByLabelText('Değer (JSON)'), '["a",');
    expect(await within(menu).findByText('Değer geçerli bir JSON olmalıdır')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'menu_links ayarını kaydet' })).toBeDisabled();

    type(within(card).getByLabelText('Değer'), '+90 242 555 00 00');
    fireEvent.click(within(card).getByLabelText('Aktif'));
    fireEvent.click(save);
    expect(await screen.findByText('"contact_phone" kaydedildi')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/site-settings/1',
      body: { ...PHONE, value: '+90 242 555 00 00', is_active: false },
    });
  });
});
