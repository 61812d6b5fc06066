import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, stubApi } from '../../test/admin-harness';
import { type } from '../../test/form-events';
import { SiteSettingsPage } from './site-settings-page';

const FOOTER = {
  id: 4,
  key: 'footer_description',
  value: 'Antalya’da konforlu transfer.',
  type: 'text',
  group: 'general',
  description: 'Alt bilgi metni',
  is_active: true,
  translations: { en: { value: 'Comfortable transfers in Antalya.' } },
};
const PHONE = {
  id: 1,
  key: 'contact_phone',
  value: '+90 242 555 12 34',
  type: 'text',
  group: 'general',
  description: 'Telefon',
  is_active: true,
  translations: {},
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a public text setting in five languages', () => {
  it('marks the empty languages, counts the complete ones and saves a DE text next to the Turkish one', async () => {
    const calls = stubApi((c) => (c.method === 'PUT' ? ok(FOOTER, 'Kaydedildi') : ok([FOOTER, PHONE])));
    renderAdmin(<SiteSettingsPage />);
    const card = await screen.findByTestId('setting-footer_description');
    expect(within(card).getByText('2/5')).toBeInTheDocument();
    expect(within(card).getByRole('tab', { name: /^EN/ })).not.toHaveTextContent('boş');
    expect(within(card).getByRole('tab', { name: /^DE/ })).toHaveTextContent('boş');
    const save = within(card).getByRole('button', { name: 'footer_description ayarını kaydet' });
    expect(save).toBeDisabled();

    fireEvent.click(within(card).getByRole('tab', { name: /^DE/ }));
    const de = within(card).getByLabelText('Değer (DE)');
    // the Turkish text shows what an empty field reads on the site
    expect(de).toHaveAttribute('placeholder', FOOTER.value);
    type(de, 'Komfortable Transfers in Antalya.');
    expect(within(card).getByRole('tab', { name: /^DE/ })).not.toHaveTextContent('boş');
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText('"footer_description" kaydedildi')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/site-settings/4');
    expect(put?.body).toMatchObject({
      value: FOOTER.value,
      translations: JSON.stringify({ en: { value: 'Comfortable transfers in Antalya.' }, de: { value: 'Komfortable Transfers in Antalya.' } }),
    });
  });

  it('keeps a phone number, which visitors do not read translated, without a language switch', async () => {
    stubApi(() => ok([FOOTER, PHONE]));
    renderAdmin(<SiteSettingsPage />);
    const card = await screen.findByTestId('setting-contact_phone');
    expect(within(card).queryByRole('tab')).toBeNull();
    expect(within(card).queryByText(/\/5$/)).toBeNull();
  });
});
