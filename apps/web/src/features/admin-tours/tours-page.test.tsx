import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { ToursPage } from './tours-page';

const tour = (id: number, title: string, currency = 'EUR') => ({
  id,
  title,
  category: '',
  description: 'D',
  price: 60,
  children_price: null,
  currency,
  duration: 'Tam gün',
  location: 'Kemer',
  image: null,
  features: [],
  inclusions: [],
  exclusions: [],
  is_active: true,
});
const PAGES: Record<string, ReturnType<typeof tour>[]> = {
  '1': [tour(1, 'Tekne Turu', 'TRY'), tour(2, 'Rafting')],
  '2': [tour(3, 'Jeep Safari')],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  stubApi((c) => {
    const page = new URL(c.path, 'http://x').searchParams.get('page') ?? '1';
    return ok({ data: PAGES[page] ?? [], current_page: Number(page), last_page: 2, per_page: 2, total: 3 });
  });
  renderAdmin(<ToursPage />);
}

describe('tour list', () => {
  it('shows each tour’s price in its own currency', async () => {
    setup();
    expect(await screen.findByText(/^60,00\s₺$/)).toBeInTheDocument();
    expect(screen.getByText('€60,00')).toBeInTheDocument();
  });

  it("titles the deletion of one tour 'Turu Sil', of several 'Turları Sil'", async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Tekne Turu sil' }));
    expect(await screen.findByRole('dialog', { name: 'Turu Sil' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'İptal' }));
    fireEvent.click(screen.getByLabelText('Tekne Turu seç'));
    fireEvent.click(screen.getByLabelText('Rafting seç'));
    fireEvent.click(screen.getByRole('button', { name: /Seçilenleri Sil \(2\)/ }));
    expect(await screen.findByRole('dialog', { name: 'Turları Sil' })).toBeInTheDocument();
  });

  it('forgets a bulk selection when the page changes', async () => {
    setup();
    fireEvent.click(await screen.findByLabelText('Tekne Turu seç'));
    // Past the search box's 300 ms pause, which starts the list at page 1 once after loading.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('button', { name: /Seçilenleri Sil \(1\)/ })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Tur sayfaları' })).getByRole('button', { name: 'Sayfa 2' }));
    await screen.findByText('Jeep Safari');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Seçilenleri Sil/ })).toBeNull());
  });

  it('shows the header checkbox half-ticked while only some tours of the page are chosen', async () => {
    setup();
    const all = await screen.findByLabelText('Bu sayfadaki tüm turları seç');
    expect(all).not.toBePartiallyChecked();
    expect(all).not.toBeChecked();
    fireEvent.click(screen.getByLabelText('Tekne Turu seç'));
    await waitFor(() => expect(all).toBePartiallyChecked());
    expect(all).not.toBeChecked();
    fireEvent.click(screen.getByLabelText('Rafting seç'));
    await waitFor(() => expect(all).toBeChecked());
    expect(all).not.toBePartiallyChecked();
    fireEvent.click(all);
    await waitFor(() => expect(all).not.toBeChecked());
    expect(all).not.toBePartiallyChecked();
  });
});
