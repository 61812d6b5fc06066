import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { type } from '../../test/form-events';
import { DiscountDialog } from './discount-dialog';
import { RouteDialog } from './route-dialog';

const vehicleType = (id: number, key: string, name: string, is_active: boolean) => ({
  id, key, name, description: '', image_url: null, is_active, sort_order: id,
});
const TYPES = [vehicleType(1, 'sedan', 'Sedan', true), vehicleType(2, 'vip', 'VIP Minivan', true), vehicleType(3, 'old', 'Eski', false)];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route dialog', () => {
  it('names a price’s error after its vehicle type, clears it when that price is edited, and sends nothing', async () => {
    const calls = stubApi(() => ok(null));
    renderAdmin(
      <RouteDialog route={null} types={TYPES} onClose={() => undefined} onSaved={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Yeni Rota Ekle' });
    // Inactive types without a price are not offered.
    expect(within(dialog).queryByLabelText(/^Eski/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Nereden alanı zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Nereye alanı zorunludur')).toBeInTheDocument();
    // Every price blank: the route could never be booked.
    expect(within(dialog).getByText('En az bir araç tipi için fiyat girin')).toBeInTheDocument();
    type(within(dialog).getByLabelText(/^Sedan/), '0');
    type(within(dialog).getByLabelText(/^VIP Minivan/), '12.345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText("Fiyat 0'dan büyük olmalıdır")).toBeInTheDocument();
    expect(within(dialog).getByText('Fiyat en fazla iki ondalık basamak içerebilir')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Sedan/)).toHaveAttribute('aria-invalid', 'true');

    type(within(dialog).getByLabelText(/^Sedan/), '45');
    await waitFor(() => expect(within(dialog).queryByText("Fiyat 0'dan büyük olmalıdır")).toBeNull());
    expect(within(dialog).getByLabelText(/^VIP Minivan/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('saves a route with a blank price as having no price for that type', async () => {
    const calls = stubApi(() => ok(null));
    const route = {
      id: 9,
      from_location: 'Antalya Havalimanı (AYT)',
      to_location: 'Kaş',
      from_names: {},
      to_names: {},
      is_active: true,
      drive_minutes: null,
      vehicle_prices: [{ vehicle_type: 'sedan', price_euro: 140 }],
    };
    renderAdmin(<RouteDialog route={route} types={TYPES} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Rota Düzenle' });
    expect(within(dialog).getByLabelText(/^VIP Minivan/)).toHaveValue(null);
    type(within(dialog).getByLabelText(/^Sedan/), '150');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { vehicle_prices: [{ vehicle_type: 'sedan', price_euro: 150 }] } });
  });

  it('posts the parsed route with its reverse and says so', async () => {
    const calls = stubApi(() => ok(null));
    const onSaved = vi.fn();
    renderAdmin(<RouteDialog route={null} types={TYPES} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Yeni Rota Ekle' });
    type(within(dialog).getByLabelText(/^Nereden/), ' Antalya Havalimanı (AYT) ');
    type(within(dialog).getByLabelText(/^Nereye/), 'Kemer');
    type(within(dialog).getByLabelText(/^Sedan/), '45.5');
    type(within(dialog).getByLabelText(/^VIP Minivan/), '80');
    fireEvent.click(within(dialog).getByLabelText(/Ters yönlü rotayı da oluştur/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Rota ve ters yönlü rota oluşturuldu'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/routes',
        body: {
          from_location: 'Antalya Havalimanı (AYT)',
          to_location: 'Kemer',
          from_names: { en: '', de: '', ru: '', pl: '' },
          to_names: { en: '', de: '', ru: '', pl: '' },
          is_active: true,
          drive_minutes: null,
          create_reverse_route: true,
          vehicle_prices: [
            { vehicle_type: 'sedan', price_euro: 45.5 },
            { vehicle_type: 'vip', price_euro: 80 },
          ],
        },
      },
    ]);
  });

  it('edits a route: its prices filled in, an inactive type it has a price for offered, PUT without the reverse option', async () => {
    const calls = stubApi(() => ok(null));
    const route = {
      id: 7,
      from_location: 'Kemer',
      to_location: 'Side',
      from_names: { ru: 'Кемер' },
      to_names: {},
      is_active: false,
      drive_minutes: null,
      vehicle_prices: [
        { vehicle_type: 'sedan', price_euro: 60 },
        { vehicle_type: 'old', price_euro: 50 },
      ],
    };
    renderAdmin(
      <RouteDialog route={route} types={TYPES} onClose={() => undefined} onSaved={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rota Düzenle' });
    expect(within(dialog).getByLabelText(/^Eski \(pasif\)/)).toHaveValue(50);
    expect(within(dialog).queryByLabelText(/Ters yönlü/)).toBeNull();
    type(within(dialog).getByLabelText(/^VIP Minivan/), '90');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/routes/7',
      body: {
        is_active: false,
        create_reverse_route: false,
        vehicle_prices: [
          { vehicle_type: 'sedan', price_euro: 60 },
          { vehicle_type: 'vip', price_euro: 90 },
          { vehicle_type: 'old', price_euro: 50 },
        ],
      },
    });
  });

  it('edits the points’ names per language behind a TR EN DE RU PL switch, marking empty languages', async () => {
    const calls = stubApi(() => ok(null));
    const route = {
      id: 3,
      from_location: 'Antalya Havalimanı (AYT)',
      to_location: 'Kemer',
      from_names: { en: 'Antalya Airport (AYT)', ru: 'Аэропорт Анталья (AYT)' },
      to_names: { ru: 'Кемер' },
      is_active: true,
      drive_minutes: null,
      vehicle_prices: [{ vehicle_type: 'sedan', price_euro: 50 }],
    };
    renderAdmin(<RouteDialog route={route} types={TYPES.slice(0, 1)} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Rota Düzenle' });
    const tab = (name: RegExp) => within(dialog).getByRole('button', { name });
    expect(tab(/^TR$/)).toHaveAttribute('aria-pressed', 'true');
    // DE and PL have no name for either point yet; EN and RU have.
    expect(tab(/^DE/)).toHaveAccessibleName('DE (boş)');
    expect(tab(/^PL/)).toHaveAccessibleName('PL (boş)');
    expect(tab(/^EN/)).toHaveAccessibleName('EN');
    fireEvent.click(tab(/^RU/));
    expect(within(dialog).getByLabelText(/^Nereden \(RU\)/)).toHaveValue('Аэропорт Анталья (AYT)');
    expect(within(dialog).getByLabelText(/^Nereye \(RU\)/)).toHaveValue('Кемер');
    fireEvent.click(tab(/^DE/));
    expect(within(dialog).getByLabelText(/^Nereden \(DE\)/)).toHaveAttribute('placeholder', 'Antalya Havalimanı (AYT)');
    type(within(dialog).getByLabelText(/^Nereden \(DE\)/), 'Flughafen Antalya (AYT)');
    await waitFor(() => expect(tab(/^DE/)).toHaveAccessibleName('DE'));
    fireEvent.click(tab(/^EN/));
    type(within(dialog).getByLabelText(/^Nereden \(EN\)/), '');
    // A missing canonical name brings the TR tab back, with its error.
    fireEvent.click(tab(/^TR$/));
    type(within(dialog).getByLabelText(/^Nereye/), '');
    fireEvent.click(tab(/^PL/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(await within(dialog).findByText('Nereye alanı zorunludur')).toBeInTheDocument();
    expect(tab(/^TR$/)).toHaveAttribute('aria-pressed', 'true');
    type(within(dialog).getByLabelText(/^Nereye/), 'Kemer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/routes/3',
      body: {
        from_location: 'Antalya Havalimanı (AYT)',
        from_names: { en: '', de: 'Flughafen Antalya (AYT)', ru: 'Аэропорт Анталья (AYT)', pl: '' },
        to_names: { en: '', de: '', ru: 'Кемер', pl: '' },
      },
    });
  });

  it('shows the server’s field errors and message when the save is refused', async () => {
    stubApi(() => ({
      status: 409,
      body: {
        success: false,
        message: 'Bu kalkış ve varış noktaları için zaten bir rota tanımlı',
        errors: { to_location: ['Bu kalkış ve varış noktaları için zaten bir rota tanımlı'] },
      },
    }));
    renderAdmin(
      <RouteDialog
        route={null}
        types={TYPES.slice(0, 1)}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Yeni Rota Ekle' });
    type(within(dialog).getByLabelText(/^Nereden/), 'Kemer');
    type(within(dialog).getByLabelText(/^Nereye/), 'Side');
    type(within(dialog).getByLabelText(/^Sedan/), '40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu kalkış ve varış noktaları için zaten bir rota tanımlı',
    );
    expect(within(dialog).getByLabelText(/^Nereye/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('round-trip discount dialog', () => {
  it('refuses a value outside 0-100 with the spec’s sentence, clears it on edit, then saves the number', async () => {
    const calls = stubApi(() => ok(null));
    const onSaved = vi.fn();
    renderAdmin(<DiscountDialog current={10} onClose={() => undefined} onSaved={onSaved} />);
    const input = screen.getByLabelText(/^İndirim yüzdesi/);
    expect(input).toHaveValue(10);
    type(input, '120');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Lütfen 0-100 arasında geçerli bir indirim yüzdesi girin.'),
    ).toBeInTheDocument();
    type(input, '12.5');
    await waitFor(() => expect(screen.queryByText(/0-100 arasında/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Gidiş-Dönüş indirimi başarıyla güncellendi!'));
    expect(calls).toEqual([
      { method: 'PUT', path: '/settings/round-trip-discount', body: { value: '12.5' } },
    ]);
  });

  it('shows a failed save under the value', async () => {
    stubApi(() => ({ status: 500, body: { success: false, message: 'Bir hata oluştu' } }));
    renderAdmin(<DiscountDialog current={10} onClose={() => undefined} onSaved={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İndirim güncellenirken hata oluştu.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^İndirim yüzdesi/)).toHaveAttribute('aria-invalid', 'true');
  });
});
