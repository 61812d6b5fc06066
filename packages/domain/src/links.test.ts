import { describe, expect, it } from 'vitest';
import { siteSettingInput } from './contracts/admin-content.js';
import { translateMessage } from './validation-messages.js';
import { isAllowedLink, settingLinkError, settingLinkKind } from './links.js';

const SCRIPTED = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

describe('isAllowedLink', () => {
  it.each(['https://www.facebook.com/rivieratransfer', 'http://example.com/a?b=c#d', ' https://www.tursab.org.tr/tr/ddsv '])('accepts the web page %j', (url) => {
    expect(isAllowedLink(url, 'web')).toBe(true);
    expect(isAllowedLink(url, 'any')).toBe(true);
  });

  it.each([...SCRIPTED, '/relative/path', '//evil.example/x', 'www.facebook.com/x', 'https://user:pass@evil.example/', 'mailto:a@b.c', ''])(
    'refuses %j as a web page',
    (url) => {
      expect(isAllowedLink(url, 'web')).toBe(false);
    },
  );

  it('accepts only https://wa.me/ as a WhatsApp link', () => {
    expect(isAllowedLink('https://wa.me/905324181207', 'whatsapp')).toBe(true);
    for (const url of ['http://wa.me/905324181207', 'https://wa.me.evil.example/1', 'https://evil.example/wa.me/1', 'https://wa.me:8443/1', ...SCRIPTED]) {
      expect(isAllowedLink(url, 'whatsapp'), url).toBe(false);
    }
  });

  it('a general link may also be mailto:, tel: or a WhatsApp chat, never a script', () => {
    for (const url of ['mailto:info@rivieratransfer.com.tr', 'tel:+902423241812', 'https://wa.me/905324181207']) {
      expect(isAllowedLink(url, 'any'), url).toBe(true);
    }
    for (const url of [...SCRIPTED, 'mailto:', 'tel:']) expect(isAllowedLink(url, 'any'), url).toBe(false);
  });
});

describe('link settings', () => {
  it('know their kind by key; images and plain texts are not links', () => {
    expect(settingLinkKind('social_facebook')).toBe('web');
    expect(settingLinkKind('social_youtube')).toBe('web');
    expect(settingLinkKind('tursab_verify_url')).toBe('web');
    expect(settingLinkKind('whatsapp_link')).toBe('whatsapp');
    expect(settingLinkKind('contact_whatsapp_url')).toBe('whatsapp');
    expect(settingLinkKind('footer_help_link')).toBe('any');
    expect(settingLinkKind('logo_url', 'image')).toBeNull();
    expect(settingLinkKind('contact_whatsapp')).toBeNull();
    expect(settingLinkKind('footer_description')).toBeNull();
  });

  it('blank hides a link and is fine', () => {
    expect(settingLinkError('social_twitter', 'text', '')).toBeUndefined();
    expect(settingLinkError('social_twitter', 'text', '   ')).toBeUndefined();
  });

  it('the settings form and endpoint schema refuses a javascript: link with a Turkish message', () => {
    const base = { type: 'text', group: 'social', description: 'Facebook', is_active: true };
    for (const [key, value, message] of [
      ['social_facebook', 'javascript:alert(1)', 'Geçerli bir web adresi girin: yalnızca http:// veya https:// ile başlayan adresler kabul edilir'],
      ['tursab_verify_url', 'data:text/html,x', 'Geçerli bir web adresi girin: yalnızca http:// veya https:// ile başlayan adresler kabul edilir'],
      ['whatsapp_link', 'https://evil.example/', 'Geçerli bir WhatsApp bağlantısı girin: yalnızca https://wa.me/ ile başlayan adresler kabul edilir'],
      ['footer_help_link', 'vbscript:x', 'Geçerli bir bağlantı girin: yalnızca http://, https://, mailto:, tel: veya https://wa.me/ ile başlayan adresler kabul edilir'],
    ] as const) {
      const r = siteSettingInput.safeParse({ ...base, key, value });
      expect(r.success, key).toBe(false);
      const issue = r.error!.issues.find((i) => i.path.join('.') === 'value');
      expect(translateMessage(issue!.message, 'tr')).toBe(message);
    }
    // A JSON setting under a link key is held to the same rule; a real link passes.
    expect(siteSettingInput.safeParse({ ...base, key: 'social_facebook', type: 'json', value: '"javascript:alert(1)"' }).success).toBe(false);
    expect(siteSettingInput.safeParse({ ...base, key: 'social_facebook', value: 'https://www.facebook.com/riviera' }).success).toBe(true);
  });
});
