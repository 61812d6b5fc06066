import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { formEntries, type } from '../../test/form-events';
import { AboutPage } from './about-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('about dialog', () => {
  it('keeps one feature line, drops blank ones, and sends optional texts only when written', async () => {
    const calls = stubApi((c) =>
      c.method === 'POST' ? ok({ id: 1 }, 'Hakkımızda bilgisi başarıyla oluşturuldu') : ok([]),
    );
    renderAdmin(<AboutPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni Kayıt Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Hakkımızda Kaydı' });
    expect(within(dialog).getByRole('button', { name: 'Özellik 1 kaldır' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Başlık zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Açıklama zorunludur')).toBeInTheDocument();

    type(within(dialog).getByLabelText(/^Başlık/), 'Hakkımızda');
    type(within(dialog).getByLabelText(/^Açıklama \(HTML\)/), '<p>TÜRSAB belgeli</p>');
    type(within(dialog).getByLabelText('Özellik 1'), '7/24 destek');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Özellik Ekle' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Özellik Ekle' }));
    type(within(dialog).getByLabelText('Özellik 3'), 'Lisanslı araçlar');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Hakkımızda bilgisi başarıyla oluşturuldu')).toBeInTheDocument();
    expect(formEntries(calls.find((c) => c.method === 'POST')?.body)).toEqual([
      ['title', 'Hakkımızda'],
      ['description', '<p>TÜRSAB belgeli</p>'],
      ['is_active', '1'],
      ['features[0]', '7/24 destek'],
      ['features[1]', 'Lisanslı araçlar'],
      ['translations', '{}'],
    ]);
  });
});

describe('about list', () => {
  it("previews the description with its paragraphs on their own lines, not run together", async () => {
    stubApi(() =>
      ok([
        {
          id: 1,
          title: 'Biz Kimiz',
          description: '<p>Antalya merkezli.</p><p>TÜRSAB belgeli.</p>',
          main_description: null,
          sub_description: null,
          quote: null,
          features: [],
          is_active: true,
        },
      ]),
    );
    renderAdmin(<AboutPage />);
    const [preview] = await screen.findAllByTestId('about-preview');
    expect(preview!.textContent).toBe('Antalya merkezli.\nTÜRSAB belgeli.');
    expect(preview).toHaveClass('whitespace-pre-line');
  });
});
