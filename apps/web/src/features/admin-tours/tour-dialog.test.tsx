import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tour dialog', () => {
  it('shows every missing field in Turkish and sends nothing', async () => {
    const calls = stubApi(() => ok(null));
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
    const calls = stubApi(() => ok(TOUR));
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
      ['is_active', '1'],
      ['features[0]', 'Öğle yemeği'],
      ['inclusions[0]', 'Otel transferi'],
      ['exclusions[]', ''],
      ['translations', '{}'],
    ]);
  });
});
