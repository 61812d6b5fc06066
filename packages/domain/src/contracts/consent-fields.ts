import { z } from 'zod';
import { MAX_RECORD_ID } from '../limits.js';
import { formFlag } from './form-values.js';

// Apart from legal-input.ts: the public booking and tour forms need these two fields only, and
// not the back office's legal text inputs (five languages of schemas built when loaded).

/**
 * What a booking or tour reservation carries about the notice: the version the visitor
 * acknowledged (required: without it there is no acknowledgement) and the separate, optional
 * marketing consent (unticked unless the visitor ticks it). The server checks the version is the
 * current one.
 */
export const consentFields = {
  notice_version: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: 'validation.notice_ack_required' })
      .int('validation.notice_ack_required')
      .positive('validation.notice_ack_required')
      .max(MAX_RECORD_ID, 'validation.notice_ack_required'),
  ),
  marketing_consent: formFlag.optional().transform((v) => v ?? false),
};
