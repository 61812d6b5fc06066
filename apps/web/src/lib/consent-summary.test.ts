import { describe, expect, it } from 'vitest';
import { consentSummary } from './consent-summary';

describe('consentSummary', () => {
  it('reads the version, the Istanbul time and the marketing answer', () => {
    expect(consentSummary({ notice_version: 3, notice_acknowledged_at: '2026-11-23T07:14:00.000Z', marketing_consent: false })).toBe(
      'Aydınlatma metni: v3, 23.11.2026 10:14 onaylandı · Pazarlama izni: Hayır',
    );
  });
  it('says when a booking made before acknowledgements has none', () => {
    expect(consentSummary({ notice_version: null, notice_acknowledged_at: null, marketing_consent: true })).toBe(
      'Aydınlatma metni: onay kaydı yok · Pazarlama izni: Evet',
    );
  });
});
