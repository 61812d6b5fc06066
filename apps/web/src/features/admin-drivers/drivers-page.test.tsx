import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { type } from '../../test/form-events';
import { DriversPage } from './drivers-page';

const DRIVER = {
  id: 2,
  name: 'Mehmet Sürer',
  phone: '+90 533 000 00 00',
  plate: '07 AB 1',
  default_vehicle: null,
  is_active: true,
};
const REFUSED = "Bu sürücüye atanmış işler var; silinemez. Sürücüyü 'Pasif' yapabilirsiniz.";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Sürücüler', () => {
  it("offers 'Pasif Yap' when the server refuses to delete a driver with jobs (409)", async () => {
    const calls = stubApi((c) => {
      if (c.method === 'DELETE') return { status: 409, body: { success: false, message: REFUSED } };
      if (c.method === 'PUT') return ok({ ...DRIVER, is_active: false }, 'Sürücü kaydedildi');
      return ok([DRIVER]);
    });
    renderAdmin(<DriversPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mehmet Sürer sil' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    const refused = await screen.findByRole('dialog', { name: 'Sürücü silinemez' });
    expect(refused).toHaveTextContent(REFUSED);
    fireEvent.click(within(refused).getByRole('button', { name: 'Pasif Yap' }));
    expect(await screen.findByText('Sürücü kaydedildi')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/admin/drivers/2',
      body: { is_active: false },
    });
  });

  it('asks for a name and a valid phone before saving a new driver', async () => {
    const calls = stubApi(() => ok([]));
    renderAdmin(<DriversPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Sürücü Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Sürücü' });
    type(within(dialog).getByLabelText(/^Telefon/), '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Ad alanı zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText(/geçerli bir telefon/i)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
