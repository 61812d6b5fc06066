import { z as zm } from 'zod/mini';
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

/** Fills the operator's details ({company_name}, {contact_email}…) into a legal text. */
export function fillLegalPlaceholders(text: string, values: Readonly<Record<string, string | null | undefined>>): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, key: string) => (key in values ? (values[key]?.trim() ?? '') : whole));
}
