import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi, type ApiCall } from '../../test/admin-harness';
import { formEntries, type } from '../../test/form-events';
import { TourDialog } from './tour-dialog';

const TOUR = {
  id: 12,
  title: 'Tekne Turu',
  category: '',
  description: 'Kemer koyları',
  price: 40,
  children_price: null,
  currency: 'EUR',
  duration: 'Tam gün',
  location: 'Kemer',
  image: null,
  features: ['Öğle yemeği'],
  inclusions: [],
  exclusions: ['İçecekler'],
  is_active: true,
};

/** The calls that write (the dialog also reads the currency list). */
const saves = (calls: ApiCall[]) =>
  new Proxy(calls, { get: (target, key) => Reflect.get(target.filter((c) => c.method !== 'GET'), key) as unknown });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tour dialog', () => {
  it('shows every missing field in Turkish and sends nothing', async () => {
    const calls = saves(stubApi(() => ok(null)));
    renderAdmin(<TourDialog mode="create" tour={null} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Yeni Tur Ekle' });
    type(within(dialog).getByLabelText(/^Çocuk fiyatı/), '-5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    for (const text of ['Başlık zorunludur', 'Açıklama zorunludur', 'Süre zorunludur', 'Konum zorunludur']) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText('Fiyat 0 veya daha büyük olmalıdır')).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('updates a tour with its lists as the spec’s client sends them', async () => {
    const calls = saves(stubApi(() => ok(TOUR)));
    const onSaved = vi.fn();
    renderAdmin(<TourDialog mode="edit" tour={TOUR} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Turu Düzenle' });
    type(within(dialog).getByLabelText(/^Fiyat \(kişi başı\)/), '45');
    const inclusion = within(dialog).getByLabelText('Dahil olanlar: yeni öğe');
    type(inclusion, 'Otel transferi');
    fireEvent.keyDown(inclusion, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'İçecekler öğesini kaldır' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Tur güncellendi'));
    expect(calls[0]?.path).toBe('/admin/tours/12');
    expect(formEntries(calls[0]?.body)).toEqual([
      ['_method', 'PUT'],
      ['title', 'Tekne Turu'],
      ['description', 'Kemer koyları'],
      ['price', '45'],
      ['children_price', ''],
      ['currency', 'EUR'],
      ['duration', 'Tam gün'],
      ['location', 'Kemer'],
      ['category', ''],
      ['is_active', '1'],
      ['features[0]', 'Öğle yemeği'],
      ['inclusions[0]', 'Otel transferi'],
      ['exclusions[]', ''],
      ['translations', '{}'],
    ]);
  });

  it('refuses the whole save while the chosen image is over 10 MB: the tour is not saved without it', async () => {
    const calls = saves(stubApi(() => ok(null)));
    renderAdmin(<TourDialog mode="edit" tour={TOUR} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    const image = new File(['x'], 'koy.jpg', { type: 'image/jpeg' });
    Object.defineProperty(image, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(within(dialog).getByLabelText(/^Görsel/), { target: { files: [image] } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Güncelle|Kaydet/ }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Görsel/)).toHaveAttribute('aria-invalid', 'true'));
    expect(calls).toEqual([]);
    // A file that fits is accepted and the save goes through.
    const small = new File(['x'], 'koy.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText(/^Görsel/), { target: { files: [small] } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Güncelle|Kaydet/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('shows a tour’s money in its own currency and offers the active currencies', async () => {
    const cur = (id: number, code: string, is_active: boolean) => ({
      id, code, name: code, symbol: code, rate_to_try: 1, rate_from_try: 1, is_active, is_base: code === 'EUR', last_updated: '2026-11-23T00:00:00Z',
    });
    stubApi((c) => (c.path === '/currencies' ? ok([cur(1, 'EUR', true), cur(2, 'TRY', true), cur(3, 'PLN', false), cur(4, 'CHF', true)]) : ok(null)));
    const tryTour = { ...TOUR, price: 60, children_price: 30, currency: 'TRY' };
    const { unmount } = renderAdmin(<TourDialog mode="view" tour={tryTour} onClose={() => undefined} onSaved={() => undefined} />);
    expect(screen.getByText(/^60,00\s₺$/)).toBeInTheDocument();
    expect(screen.queryByText(/€60/)).toBeNull();
    unmount();
    renderAdmin(<TourDialog mode="edit" tour={tryTour} onClose={() => undefined} onSaved={() => undefined} />);
    const select = within(screen.getByRole('dialog')).getByLabelText(/^Para birimi/);
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['EUR', 'TRY', 'CHF']));
    expect(select).toHaveValue('TRY');
  });

  it('asks for the Turkish category and sends it, so a new tour is not "Belirtilmemiş" on the site', async () => {
    const calls = saves(stubApi(() => ok(TOUR)));
    const onSaved = vi.fn();
    renderAdmin(<TourDialog mode="create" tour={null} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Yeni Tur Ekle' });
    type(within(dialog).getByLabelText(/^Başlık/), 'Tekne Turu');
    type(within(dialog).getByLabelText(/^Kategori/), 'Deniz Turu');
    type(within(dialog).getByLabelText(/^Açıklama/), 'Kemer koyları');
    type(within(dialog).getByLabelText(/^Fiyat \(kişi başı\)/), '40');
    type(within(dialog).getByLabelText(/^Süre/), 'Tam gün');
    type(within(dialog).getByLabelText(/^Konum/), 'Kemer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Tur oluşturuldu'));
    expect(formEntries(calls[0]?.body)).toContainEqual(['category', 'Deniz Turu']);
  });

  it('shows the category in view mode and its Turkish value in the edit form', () => {
    stubApi(() => ok(null));
    const boat = { ...TOUR, category: 'Deniz Turu' };
    const { unmount } = renderAdmin(<TourDialog mode="view" tour={boat} onClose={() => undefined} onSaved={() => undefined} />);
    expect(screen.getByText('Kategori')).toBeInTheDocument();
    expect(screen.getByText('Deniz Turu')).toBeInTheDocument();
    unmount();
    renderAdmin(<TourDialog mode="edit" tour={boat} onClose={() => undefined} onSaved={() => undefined} />);
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Kategori/)).toHaveValue('Deniz Turu');
  });
});
