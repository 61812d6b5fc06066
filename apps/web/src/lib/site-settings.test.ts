import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingOf, siteSettingsQuery } from './site-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('site settings when loading them fails', () => {
  it('fall back to the ones this browser last loaded (the footer keeps its phone, e-mail and address)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: true,
              data: { contact_phone: '+90 242 000 00 00', contact_email: 'info@example.com', contact_address: 'Lara, Antalya' },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
        ),
      ),
    );
    await siteSettingsQuery('tr').queryFn();
    // a later visit whose settings call failed: no data
    expect(settingOf(undefined, 'contact_phone')).toBe('+90 242 000 00 00');
    expect(settingOf(undefined, 'contact_email')).toBe('info@example.com');
    expect(settingOf(undefined, 'contact_address')).toBe('Lara, Antalya');
    // loaded settings still win
    expect(settingOf({ contact_phone: '+90 111' }, 'contact_phone')).toBe('+90 111');
  });
});
