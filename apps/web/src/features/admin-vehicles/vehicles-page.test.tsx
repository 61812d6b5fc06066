import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi, type ApiCall } from '../../test/admin-harness';
import { formEntries, type } from '../../test/form-events';
import { VehiclesPage } from './vehicles-page';

const SEDAN = { id: 1, key: 'sedan', name: 'Sedan', description: '', image_url: null, is_active: true, sort_order: 1 };
const VIP = {
  id: 2,
  key: 'vip',
  name: 'VIP Minivan',
  description: 'Deri koltuk',
  image_url: null,
  is_active: true,
  sort_order: 2,
  translations: { en: { name: 'VIP minivan', description: 'Leather seats' }, de: { name: 'VIP-Minivan' } },
};
const VITO = {
  id: 9,
  name: 'Mercedes Vito',
  capacity: 7,
  image_url: null,
  features: ['Klima'],
  is_active: true,
  vehicle_type: { id: 2, key: 'vip', name: 'VIP Minivan', image_url: null },
};

const answer = (c: ApiCall) =>
  c.path === '/admin/vehicle-types' ? ok([SEDAN, VIP]) : c.method === 'GET' ? ok([VITO]) : ok({ id: 10 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('vehicle dialog', () => {
  it('asks for a name and a type, then sends the spec’s multipart form with the features as JSON', async () => {
    const calls = stubApi(answer);
    renderAdmin(<VehiclesPage />);
    const add = await screen.findByRole('button', { name: 'Yeni Araç Ekle' });
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Yeni Araç Ekle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Ad alanı zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Lütfen bir araç tipi seçin')).toBeInTheDocument();

    type(within(dialog).getByLabelText(/^Araç adı/), 'Vito Tourer');
    fireEvent.change(within(dialog).getByLabelText(/^Araç tipi/), { target: { value: '2' } });
    type(within(dialog).getByLabelText(/^Kapasite/), '8');
    const feature = within(dialog).getByLabelText('Özellikler: yeni öğe');
    type(feature, 'Wi-Fi');
    fireEvent.keyDown(feature, { key: 'Enter' });
    expect(within(dialog).getByRole('list', { name: 'Özellikler' })).toHaveTextContent('Wi-Fi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Araç eklendi')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/vehicles');
    expect(formEntries(post?.body)).toEqual([
      ['name', 'Vito Tourer'],
      ['vehicle_type_id', '2'],
      ['capacity', '8'],
      ['luggage_capacity', ''],
      ['is_active', '1'],
      ['features', '["Wi-Fi"]'],
      ['translations', '{}'],
    ]);
  });

  it('refuses a capacity outside 1-50', async () => {
    stubApi(answer);
    renderAdmin(<VehiclesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mercedes Vito düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Aracı Düzenle' });
    expect(within(dialog).getByLabelText(/^Araç tipi/)).toHaveValue('2');
    type(within(dialog).getByLabelText(/^Kapasite/), '60');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Kapasite 1 ile 50 arasında olmalıdır')).toBeInTheDocument();
  });
});

describe('vehicle types dialog', () => {
  it('edits a type’s name in every language behind the language switch, with its completeness badge', async () => {
    const calls = stubApi(answer);
    renderAdmin(<VehiclesPage />);
    const open = await screen.findByRole('button', { name: 'Araç Tipleri' });
    await waitFor(() => expect(open).toBeEnabled());
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Araç Tipleri' });
    const list = within(dialog).getByRole('list', { name: 'Araç tipleri' });
    // VIP: TR and EN complete (DE lacks the description); Sedan has no description, so TR alone.
    expect(within(list).getByText('2/5')).toBeInTheDocument();
    expect(within(list).getByText('1/5')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'VIP Minivan düzenle' }));
    expect(within(dialog).getByRole('tab', { name: /^RU/ })).toHaveTextContent('RU(boş)');
    fireEvent.click(within(dialog).getByRole('tab', { name: /^RU/ }));
    expect(within(dialog).getByLabelText('Ad (RU)')).toHaveAttribute('placeholder', 'VIP Minivan');
    type(within(dialog).getByLabelText('Ad (RU)'), 'VIP минивэн');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    const body = calls.find((c) => c.method === 'PUT')!.body as { translations: string };
    expect(JSON.parse(body.translations)).toEqual({
      en: { name: 'VIP minivan', description: 'Leather seats' },
      de: { name: 'VIP-Minivan' },
      ru: { name: 'VIP минивэн' },
    });
  });

  it('checks the key, adds a type, says so and starts a fresh form; editing fills the form and puts', async () => {
    const calls = stubApi(answer);
    renderAdmin(<VehiclesPage />);
    const open = await screen.findByRole('button', { name: 'Araç Tipleri' });
    await waitFor(() => expect(open).toBeEnabled());
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Araç Tipleri' });
    expect(within(dialog).getByLabelText(/^Sıra/)).toHaveValue(3);
    type(within(dialog).getByLabelText(/^Ad/), 'Midibüs');
    type(within(dialog).getByLabelText(/^Anahtar/), 'Midi Bus');
    expect(within(dialog).getByLabelText(/^Anahtar/)).toHaveValue('midi bus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(
      await within(dialog).findByText(
        'Anahtar yalnızca küçük harf, rakam, tire (-), alt çizgi (_) ve nokta içerebilir',
      ),
    ).toBeInTheDocument();

    type(within(dialog).getByLabelText(/^Anahtar/), 'midibus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Araç tipi eklendi');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/vehicle-types',
      body: { name: 'Midibüs', key: 'midibus', description: '', is_active: true, sort_order: 3, translations: '{}' },
    });
    expect(within(dialog).getByLabelText(/^Ad/)).toHaveValue('');

    fireEvent.click(within(dialog).getByRole('button', { name: 'VIP Minivan düzenle' }));
    expect(within(dialog).getByLabelText(/^Açıklama/)).toHaveValue('Deri koltuk');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/vehicle-types/2',
      body: { key: 'vip', sort_order: 2 },
    });
  });
});
