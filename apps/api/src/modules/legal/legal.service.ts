import type { LegalDocumentInput, LegalKind } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, LegalDocumentRow } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { translationsColumn } from '../../lib/content-language.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { siteSettingRepository } from '../site-settings/site-settings.repository.js';
import { legalRepository as repo } from './legal.repository.js';

/** Site settings that name the operator (the data controller) inside the legal texts. */
const OPERATOR_KEYS = ['company_name', 'contact_address', 'contact_email', 'contact_phone'] as const;

/** The KVKK notice and privacy policy: the public read, and the back office's audited edits. */
export function legalService(db: Kysely<Database>) {
  async function require(kind: LegalKind): Promise<LegalDocumentRow> {
    const row = await repo.find(db, kind);
    if (!row) throw notFound('error.legal_not_found');
    return row;
  }

  return {
    require,
    list: () => repo.list(db),

    /** The operator's name and contacts as the site settings hold them (empty when unset). */
    async operatorDetails(): Promise<Record<string, string>> {
      const out: Record<string, string> = {};
      for (const key of OPERATOR_KEYS) out[key] = (await siteSettingRepository.valueOf(db, key)) ?? '';
      return out;
    },

    /** Saves a new text and raises its version, audited in the same transaction. */
    update(admin: AdminPrincipal | null, before: LegalDocumentRow, input: LegalDocumentInput) {
      return db.transaction().execute(async (trx) => {
        const row = await repo.update(trx, before.kind, {
          title: input.title,
          content: input.content,
          ...translationsColumn(input.translations),
          updated_at: nowIso(),
        });
        await recordAudit(trx, { admin, action: 'update', entity: 'legal_document', entityId: row.kind, before, after: row });
        return row;
      });
    },
  };
}

/**
 * Refuses (422, in the visitor's language) a booking or reservation whose acknowledged notice
 * version is not the current one: the visitor acknowledged a text that is no longer what we
 * hold, so they must read the current one (decision 021). A missing version is refused by the
 * shared schema before this runs.
 */
export async function assertCurrentNotice(db: Kysely<Database>, acknowledged: number): Promise<number> {
  const current = await repo.versionOf(db, 'kvkk_notice');
  if (current === undefined || acknowledged !== current) {
    throw new AppError(422, 'validation.notice_version_outdated', { notice_version: ['validation.notice_version_outdated'] });
  }
  return current;
}
