import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { formEntries, type } from '../../test/form-events';
import { GalleryPage } from './gallery-page';

const BEACH = {
  id: 3,
  type: 'image',
  title: 'Kemer Sahili',
  description: null,
  image_path: '/uploads/gallery/a.webp',
  video_path: null,
  order: 1,
  is_active: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('gallery dialog', () => {
  it('wants a file on create, for the kind of item chosen, together with the contract’s messages', async () => {
    const calls = stubApi(() => ok([BEACH]));
    renderAdmin(<GalleryPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Öğe Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Galeri Öğesi' });
    expect(within(dialog).getByLabelText(/^Sıra/)).toHaveValue(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Başlık zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Görsel/)).toHaveAccessibleDescription(/Lütfen bir dosya seçin/);

    fireEvent.change(within(dialog).getByLabelText(/^Tür/), { target: { value: 'video' } });
    type(within(dialog).getByLabelText(/^Başlık/), 'Tekne turu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByLabelText(/^Video/)).toHaveAccessibleDescription(
      /Lütfen bir dosya seçin/,
    );
    expect(within(dialog).getByLabelText(/^Kapak görseli/)).not.toHaveAccessibleDescription(
      /Lütfen bir dosya seçin/,
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('updates an item without a new file, as the spec’s client does', async () => {
    const calls = stubApi((c) =>
      c.method === 'POST' ? ok(BEACH, 'Galeri öğesi başarıyla güncellendi') : ok([BEACH]),
    );
    renderAdmin(<GalleryPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kemer Sahili düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Galeri Öğesini Düzenle' });
    type(within(dialog).getByLabelText(/^Açıklama/), 'Gün batımı');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Galeri öğesi başarıyla güncellendi')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/galleries/3');
    expect(formEntries(post?.body)).toEqual([
      ['_method', 'PUT'],
      ['title', 'Kemer Sahili'],
      ['description', 'Gün batımı'],
      ['type', 'image'],
      ['order', '1'],
      ['is_active', '1'],
      ['translations', '{}'],
    ]);
  });
});
