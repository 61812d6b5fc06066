import { describe, expect, it } from 'vitest';
import { mailSetupProblems } from './mail-settings.js';

const complete = {
  smtpUrl: 'smtp://relay.example.com:587',
  publicUrl: 'https://www.example.com',
  mailFrom: 'Riviera Transfer <rezervasyon@example.com>',
  operatorAddress: 'operasyon@example.com',
};

describe('mailSetupProblems (issue 25 §7)', () => {
  it('finds nothing in a complete set-up', () => {
    expect(mailSetupProblems(complete)).toEqual([]);
  });

  it('names each missing or blank setting, in the order to fix them', () => {
    expect(mailSetupProblems({})).toEqual([
      'smtp_missing',
      'public_url_missing',
      'mail_from_missing',
      'operator_address_missing',
    ]);
    expect(mailSetupProblems({ ...complete, mailFrom: '  ', operatorAddress: undefined })).toEqual([
      'mail_from_missing',
      'operator_address_missing',
    ]);
  });

  it('calls SMTP failing once a failed mail has waited for more than 30 minutes', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(mailSetupProblems({ ...complete, oldestFailingAt: '2026-11-27T11:31:00Z' }, now)).toEqual([]);
    expect(mailSetupProblems({ ...complete, oldestFailingAt: '2026-11-27T11:29:00Z' }, now)).toEqual([
      'smtp_failing',
    ]);
    expect(mailSetupProblems({ ...complete, oldestFailingAt: null }, now)).toEqual([]);
  });
});
