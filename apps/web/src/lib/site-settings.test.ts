import { describe, expect, it } from 'vitest';
import { phoneDigits, settingOf } from './site-settings';

describe('settingOf', () => {
  it('prefers the API value, falls back to the built-in one, treats blanks as unset', () => {
    expect(settingOf({ tursab_certificate: '12345' }, 'tursab_certificate')).toBe('12345');
    expect(settingOf({}, 'tursab_certificate')).toBe('18012');
    expect(settingOf({ tursab_certificate: '   ' }, 'tursab_certificate')).toBe('18012');
    expect(settingOf(undefined, 'social_twitter')).toBeUndefined();
  });

  it('turns a display phone into a dialable one', () => {
    expect(phoneDigits('+90 (242) 555 12 34')).toBe('+902425551234');
  });
});
