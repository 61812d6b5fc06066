import { fillLegalPlaceholders, type Lang, type LegalDocumentAdminDto, type LegalDocumentDto, type LegalKind } from '@riviera/domain';
import type { LegalDocumentRow } from '../../db/schema.js';
import { inLanguage, translationsOf } from '../../lib/content-language.js';

/** The back office's view of a legal text: Turkish columns and the stored translations. */
export const toLegalAdminDto = (r: LegalDocumentRow): LegalDocumentAdminDto => ({
  kind: r.kind as LegalKind,
  title: r.title,
  content: r.content,
  translations: translationsOf(r),
  version: r.version,
  updated_at: r.updated_at,
});

/**
 * A legal text as a visitor reading `lang` sees it: each field in that language or in Turkish, with
 * the operator's details (the data controller) filled in from the site settings.
 */
export function toPublicLegalDto(r: LegalDocumentRow, lang: Lang, operator: Readonly<Record<string, string>>): LegalDocumentDto {
  const texts = inLanguage({ title: r.title, content: r.content }, r, lang, 'legal');
  const translated = lang !== 'tr' && (texts.title !== r.title || texts.content !== r.content);
  return {
    kind: r.kind as LegalKind,
    title: texts.title,
    content: fillLegalPlaceholders(texts.content, operator),
    version: r.version,
    updated_at: r.updated_at,
    lang: translated ? lang : 'tr',
  };
}
