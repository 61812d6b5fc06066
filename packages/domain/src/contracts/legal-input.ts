import { z } from 'zod';
import { translationsInput } from '../translations.js';
import { LEGAL_CONTENT_MAX, LEGAL_TITLE_MAX } from './legal.js';

// The back office's input for the KVKK texts, apart from legal.ts: it uses zod's full API, and the
// public pages read legal.ts (kinds, the read DTO) in their first render, whose JavaScript budget
// has no room for it. The booking forms' acknowledgement fields are in consent-fields.ts.

/** PUT /api/admin/legal/:kind: Turkish required; the other languages optional (decision 014). */
export const legalDocumentInput = z.object({
  title: z.string({ error: 'validation.title_required' }).trim().min(1, 'validation.title_required').max(LEGAL_TITLE_MAX, 'validation.text_too_long'),
  content: z
    .string({ error: 'validation.legal_content_required' })
    .trim()
    .min(1, 'validation.legal_content_required')
    .max(LEGAL_CONTENT_MAX, 'validation.text_too_long'),
  translations: translationsInput('legal').optional(),
});
export type LegalDocumentInput = z.infer<typeof legalDocumentInput>;
