import { z } from 'zod';
import { z as zm } from 'zod/mini';
import { MAX_RECORD_ID } from '../limits.js';
import { translationsInput } from '../translations.js';
import { formFlag } from './form-values.js';
import { translationsDto } from './translations-dto.js';

/**
 * The KVKK texts (Law 6698): the notice (aydınlatma metni) a booking acknowledges, and the privacy
 * policy. Staff edit them in the back office; every edit raises the version.
 */
export const LEGAL_KINDS = ['kvkk_notice', 'privacy_policy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export const isLegalKind = (v: unknown): v is LegalKind => typeof v === 'string' && (LEGAL_KINDS as readonly string[]).includes(v);

/** Longest legal text per language (a long notice is about 5 000 characters). */
export const LEGAL_CONTENT_MAX = 20_000;
export const LEGAL_TITLE_MAX = 200;

/** GET /api/legal/:kind?lang=: one text resolved for the asked language (Turkish per field as fallback). */
export const legalDocumentDto = zm.object({
  kind: zm.enum(LEGAL_KINDS),
  title: zm.string(),
  /** plain text: a blank line between paragraphs, '## ' starts a heading, '- ' a list item */
  content: zm.string(),
  version: zm.number(),
  updated_at: zm.string(),
  /** the language the texts are in (tr when the asked one has no translation) */
  lang: zm.string(),
});
export type LegalDocumentDto = zm.infer<typeof legalDocumentDto>;

/** The back office's view: Turkish texts, the other languages, version, last update. */
export const legalDocumentAdminDto = zm.object({
  kind: zm.enum(LEGAL_KINDS),
  title: zm.string(),
  content: zm.string(),
  translations: translationsDto,
  version: zm.number(),
  updated_at: zm.string(),
});
export type LegalDocumentAdminDto = zm.infer<typeof legalDocumentAdminDto>;
export const legalDocumentAdminListDto = zm.array(legalDocumentAdminDto);

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

/** Fills the operator's details ({company_name}, {contact_email}…) into a legal text. */
export function fillLegalPlaceholders(text: string, values: Readonly<Record<string, string | null | undefined>>): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, key: string) => (key in values ? (values[key]?.trim() ?? '') : whole));
}
