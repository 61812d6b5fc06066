import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { type } from '../../test/form-events';
import { ExtraServicesPage } from './extra-services-page';

const SEAT = {
  id: 4,
  name: 'Bebek Koltuğu',
  description: '0-4 yaş',
  price_euro: 5,
  icon: '👶',
  is_active: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('extra service dialog', () => {
  it('asks for a name and a price from 0, then posts the parsed service', async () => {
    const calls = stubApi((c) => (c.method === 'POST' ? ok({ ...SEAT, id: 5 }) : ok([SEAT])));
    renderAdmin(<ExtraServicesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Hizmet Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Ek Hizmet' });
    type(within(dialog).getByLabelText(/^Fiyat/), '-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Ad alanı zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Fiyat 0 veya daha büyük olmalıdır')).toBeInTheDocument();

    type(within(dialog).getByLabelText(/^Ad/), '  Havalimanı Karşılama ');
    await waitFor(() => expect(within(dialog).queryByText('Ad alanı zorunludur')).toBeNull());
    type(within(dialog).getByLabelText(/^Fiyat/), '0');
    fireEvent.click(within(dialog).getByLabelText(/^Aktif/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ek hizmet eklendi')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/extra-services',
      body: { name: 'Havalimanı Karşılama', description: '', price_euro: 0, icon: '', is_active: false, translations: '{}' },
    });
  });

  it('shows a Turkish error sent from another language tab: the TR tab opens and is marked', async () => {
    const calls = stubApi(() => ok([SEAT]));
    renderAdmin(<ExtraServicesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Hizmet Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Ek Hizmet' });
    type(within(dialog).getByLabelText(/^Fiyat/), '5');
    fireEvent.click(within(dialog).getByRole('tab', { name: /^EN/ }));
    type(within(dialog).getByLabelText('Ad (EN)'), 'Child seat');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    const message = await within(dialog).findByText('Ad alanı zorunludur');
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: /^TR/ })).toHaveAttribute('aria-selected', 'true'));
    expect(message.closest('.hidden')).toBeNull();
    expect(within(dialog).getByRole('tab', { name: /^TR/ })).toHaveTextContent('TR(hata)');
    expect(within(dialog).getByRole('tab', { name: /^EN/ })).toHaveTextContent('EN');
    expect(within(dialog).getByRole('tab', { name: /^EN/ })).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses an icon that is a word, before sending anything', async () => {
    const calls = stubApi(() => ok([SEAT]));
    renderAdmin(<ExtraServicesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Hizmet Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Ek Hizmet' });
    type(within(dialog).getByLabelText(/^Ad/), 'Bebek Koltuğu');
    type(within(dialog).getByLabelText(/^Fiyat/), '5');
    type(within(dialog).getByLabelText(/^Simge/), 'Bebek');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Simge tek bir emoji veya kısa bir sembol olmalıdır (ör. 👶)')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('edits with the stored values and shows a refused save inside the dialog', async () => {
    stubApi((c) =>
      c.method === 'PUT' ? { status: 500, body: { success: false, message: 'Bir hata oluştu' } } : ok([SEAT]),
    );
    renderAdmin(<ExtraServicesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bebek Koltuğu düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Ek Hizmeti Düzenle' });
    expect(within(dialog).getByLabelText(/^Ad/)).toHaveValue('Bebek Koltuğu');
    expect(within(dialog).getByLabelText(/^Fiyat/)).toHaveValue(5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kaydetme işlemi başarısız');
  });
});
