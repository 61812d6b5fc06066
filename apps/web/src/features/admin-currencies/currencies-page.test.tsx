import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { type } from '../../test/form-events';
import { CurrenciesPage } from './currencies-page';

const EUR = {
  id: 1,
  code: 'EUR',
  name: 'Euro',
  symbol: '€',
  rate_to_try: 35,
  rate_from_try: 0.028571,
  is_active: true,
  is_base: false,
  last_updated: '2025-11-14T12:00:00.000Z',
};
const TRY = {
  ...EUR,
  id: 2,
  code: 'TRY',
  name: 'Türk Lirası',
  symbol: '₺',
  rate_to_try: 1,
  rate_from_try: 1,
  is_base: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('currency dialog', () => {
  it('shows the contract’s Turkish messages, clears a field’s message when it is edited, and sends nothing', async () => {
    const calls = stubApi(() => ok([EUR, TRY]));
    renderAdmin(<CurrenciesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Para Birimi Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Para Birimi Ekle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Para birimi kodu zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Para birimi adı zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Sembol zorunludur')).toBeInTheDocument();
    expect(within(dialog).getAllByText("Kur 0'dan büyük bir sayı olmalıdır")).toHaveLength(2);

    type(within(dialog).getByLabelText(/^Kod/), 'g');
    await waitFor(() => expect(within(dialog).queryByText('Para birimi kodu zorunludur')).toBeNull());
    expect(within(dialog).getByText('Para birimi adı zorunludur')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('upper-cases the code, offers the inverse rate, and posts the parsed contract', async () => {
    const calls = stubApi((c) => (c.method === 'POST' ? ok({ ...EUR, id: 3, code: 'GBP' }) : ok([EUR, TRY])));
    renderAdmin(<CurrenciesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Para Birimi Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Para Birimi Ekle' });
    type(within(dialog).getByLabelText(/^Kod/), 'gbp');
    expect(within(dialog).getByLabelText(/^Kod/)).toHaveValue('GBP');
    type(within(dialog).getByLabelText(/^Ad/), 'İngiliz Sterlini');
    type(within(dialog).getByLabelText(/^Sembol/), '£');
    type(within(dialog).getByLabelText(/^TRY Kuru/), '40');
    expect(within(dialog).getByLabelText(/^TRY’den/)).toHaveValue(0.025);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Para birimi eklendi')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/currencies',
      body: {
        code: 'GBP',
        name: 'İngiliz Sterlini',
        symbol: '£',
        rate_to_try: 40,
        rate_from_try: 0.025,
        is_active: true,
      },
    });
  });

  it('keeps the dialog open with the server’s message and field error when the save is refused', async () => {
    stubApi((c) =>
      c.method === 'PUT'
        ? {
            status: 409,
            body: {
              success: false,
              message: 'Bu para birimi kodu zaten kayıtlı',
              errors: { code: ['Bu para birimi kodu zaten kayıtlı'] },
            },
          }
        : ok([EUR, TRY]),
    );
    renderAdmin(<CurrenciesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'EUR düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Para Birimi Düzenle' });
    expect(within(dialog).getByLabelText(/^Ad/)).toHaveValue('Euro');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu para birimi kodu zaten kayıtlı');
    expect(within(dialog).getAllByText('Bu para birimi kodu zaten kayıtlı')).toHaveLength(2);
  });

  it('keeps the base currency active', async () => {
    const calls = stubApi((c) => (c.method === 'PUT' ? ok(TRY) : ok([EUR, TRY])));
    renderAdmin(<CurrenciesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'TRY düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Para Birimi Düzenle' });
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
    expect(within(dialog).getByRole('checkbox')).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ code: 'TRY', is_active: true });
  });

  it('shows the stored rates as the table does, not as raw floats', async () => {
    const base = { ...EUR, rate_to_try: 49.5, rate_from_try: 1 / 49.5, is_base: true };
    stubApi(() => ok([base, { ...TRY, is_base: false }]));
    renderAdmin(<CurrenciesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'EUR düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Para Birimi Düzenle' });
    expect(within(dialog).getByLabelText(/^TRY’den/)).toHaveValue(0.020202);
    expect(within(dialog).getByLabelText(/^TRY Kuru/)).toHaveValue(49.5);
    expect(dialog.textContent).not.toContain('0.020202020202');
  });

  it('wants a three-letter code: two letters are refused before anything is sent', async () => {
    const calls = stubApi(() => ok([EUR, TRY]));
    renderAdmin(<CurrenciesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Para Birimi Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Para Birimi Ekle' });
    type(within(dialog).getByLabelText(/^Kod/), 'eu');
    type(within(dialog).getByLabelText(/^Ad/), 'Euro');
    type(within(dialog).getByLabelText(/^Sembol/), '€');
    type(within(dialog).getByLabelText(/^TRY Kuru/), '40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Para birimi kodu 3 harften oluşmalıdır (ör. EUR)')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
