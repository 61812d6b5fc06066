import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { formEntries, type } from '../../test/form-events';
import { HeroesPage } from './heroes-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hero dialog', () => {
  it('asks for title, subtitle and description and an order from 1, then posts the multipart form', async () => {
    const calls = stubApi((c) =>
      c.method === 'POST' ? ok({ id: 1 }, 'Hero başarıyla oluşturuldu') : ok([]),
    );
    renderAdmin(<HeroesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Hero Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Hero Ekle' });
    type(within(dialog).getByLabelText(/^Sıra/), '0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Başlık zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Alt başlık zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Açıklama zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Sıra en az 1 olmalıdır')).toBeInTheDocument();

    type(within(dialog).getByLabelText(/^Başlık/), 'Antalya');
    type(within(dialog).getByLabelText(/^Alt başlık/), 'Kemer sahilleri');
    type(within(dialog).getByLabelText(/^Açıklama/), 'Özel transfer');
    type(within(dialog).getByLabelText(/^Sıra/), '2');
    await waitFor(() => expect(within(dialog).queryByText('Sıra en az 1 olmalıdır')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Hero başarıyla oluşturuldu')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/heroes');
    expect(formEntries(post?.body)).toEqual([
      ['title', 'Antalya'],
      ['subtitle', 'Kemer sahilleri'],
      ['description', 'Özel transfer'],
      ['order', '2'],
      ['is_active', '1'],
      ['translations', '{}'],
    ]);
  });

  it('refuses the whole save while the chosen video is over the limit: nothing is created', async () => {
    const calls = stubApi(() => ok([]));
    renderAdmin(<HeroesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Hero Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Hero Ekle' });
    type(within(dialog).getByLabelText(/^Başlık/), 'Antalya');
    type(within(dialog).getByLabelText(/^Alt başlık/), 'Kemer sahilleri');
    type(within(dialog).getByLabelText(/^Açıklama/), 'Özel transfer');
    const video = new File(['x'], 'tanitim.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: 60 * 1024 * 1024 });
    fireEvent.change(within(dialog).getByLabelText(/^Video/), { target: { files: [video] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(within(dialog).getAllByText(/Dosya boyutu izin verilen sınırı aşıyor/).length).toBeGreaterThan(0));
    // The poster field is not blamed for the video.
    expect(within(dialog).getByLabelText(/^Kapak görseli/)).toHaveAttribute('aria-invalid', 'false');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Yeni Hero Ekle' })).toBeInTheDocument();
  });
});

describe('hero dialog errors', () => {
  it("shows the server's refusal of the video under the video field only, not again under the poster", async () => {
    const refusal = 'Geçersiz dosya türü';
    stubApi((c) =>
      c.method === 'POST'
        ? { status: 422, body: { success: false, message: refusal, errors: { video: [refusal] } } }
        : ok([]),
    );
    renderAdmin(<HeroesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Hero Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Hero Ekle' });
    type(within(dialog).getByLabelText(/^Başlık/), 'Antalya');
    type(within(dialog).getByLabelText(/^Alt başlık/), 'Kemer sahilleri');
    type(within(dialog).getByLabelText(/^Açıklama/), 'Özel transfer');
    fireEvent.change(within(dialog).getByLabelText(/^Video/), { target: { files: [new File(['x'], 'a.mp4', { type: 'video/mp4' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Video/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByText(refusal)).toHaveLength(1);
    expect(within(dialog).getByLabelText(/^Kapak görseli/)).toHaveAttribute('aria-invalid', 'false');
  });
});
