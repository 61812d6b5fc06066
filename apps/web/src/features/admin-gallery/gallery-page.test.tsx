import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('saves an image item after an oversized video was chosen and the type switched to image', async () => {
    const calls = stubApi((c) => (c.method === 'POST' ? ok(BEACH, 'Galeri öğesi başarıyla oluşturuldu') : ok([BEACH])));
    renderAdmin(<GalleryPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Öğe Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Galeri Öğesi' });
    type(within(dialog).getByLabelText(/^Başlık/), 'Kaleiçi');
    fireEvent.change(within(dialog).getByLabelText(/^Tür/), { target: { value: 'video' } });
    const video = new File(['x'], 'tekne.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: 60 * 1024 * 1024 });
    fireEvent.change(await within(dialog).findByLabelText(/^Video/), { target: { files: [video] } });
    // The refusal is shown while the video field is on screen …
    await waitFor(() => expect(within(dialog).getAllByText(/Dosya boyutu izin verilen sınırı aşıyor/).length).toBeGreaterThan(0));
    // … and goes with it: an image item has no video to refuse.
    fireEvent.change(within(dialog).getByLabelText(/^Tür/), { target: { value: 'image' } });
    await waitFor(() => expect(within(dialog).queryByLabelText(/^Video/)).toBeNull());
    const image = new File(['x'], 'kaleici.webp', { type: 'image/webp' });
    fireEvent.change(within(dialog).getByLabelText(/^Görsel/), { target: { files: [image] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Galeri öğesi başarıyla oluşturuldu')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/galleries');
    expect(formEntries(post?.body)).toContainEqual(['image', 'file:kaleici.webp']);
    expect(formEntries(post?.body).map(([k]) => k)).not.toContain('video');
  });
});
