import type { AboutInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { AboutEntryRow, Database } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { fieldError } from '../../lib/admin-form.js';
import { notFound } from '../../lib/app-error.js';
import { translationsColumn, translationsOf } from '../../lib/content-language.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { toAboutDto } from './about.dto.js';
import { aboutRepository as repo } from './about.repository.js';
import { hasText, sanitizeAboutHtml } from './about.sanitize.js';

/** A row in the shape its form sends (the DTO without its id), so a partial update is validated whole. */
export const aboutFormOf = (r: AboutEntryRow) => {
  const { id: _id, ...form } = toAboutDto(r);
  return { ...form, translations: translationsOf(r) };
};

/** A translated description is HTML too, and is sanitised like the Turkish one. */
function sanitizedTranslations(t: AboutInput['translations']): AboutInput['translations'] {
  if (!t) return t;
  const out: NonNullable<AboutInput['translations']> = {};
  for (const [lang, fields] of Object.entries(t) as [keyof typeof t, Record<string, string | string[]>][]) {
    const description = fields.description;
    out[lang] = typeof description === 'string' ? { ...fields, description: sanitizeAboutHtml(description) } : fields;
  }
  return out;
}

/** The description is sanitised before it is stored; one left empty by sanitising counts as missing. */
function columnsOf(input: AboutInput) {
  const description = sanitizeAboutHtml(input.description);
  if (!hasText(description)) throw fieldError('description', 'validation.description_required');
  return {
    title: input.title,
    description,
    main_description: input.main_description,
    sub_description: input.sub_description,
    quote: input.quote,
    features: JSON.stringify(input.features),
    is_active: toFlag(input.is_active),
    ...translationsColumn(sanitizedTranslations(input.translations)),
  };
}

/** The about section: the entry the public site shows, and the back office's audited changes. */
export function aboutService(db: Kysely<Database>) {
  async function require(id: number) {
    const row = await repo.find(db, id);
    if (!row) throw notFound('error.about_not_found');
    return row;
  }

  return {
    /** The newest active entry; 404 while there is none. */
    async getActive() {
      const row = await repo.findNewestActive(db);
      if (!row) throw notFound('error.about_not_found');
      return row;
    },
    listAll: () => repo.listAll(db),
    require,

    create(admin: AdminPrincipal | null, input: AboutInput) {
      const cols = columnsOf(input);
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await repo.insert(trx, { ...cols, created_at: now, updated_at: now });
        await recordAudit(trx, { admin, action: 'create', entity: 'about', entityId: row.id, after: row });
        return row;
      });
    },

    update(admin: AdminPrincipal | null, before: AboutEntryRow, input: AboutInput) {
      const cols = columnsOf(input);
      return db.transaction().execute(async (trx) => {
        const row = await repo.update(trx, before.id, { ...cols, updated_at: nowIso() });
        await recordAudit(trx, { admin, action: 'update', entity: 'about', entityId: row.id, before, after: row });
        return row;
      });
    },

    remove: (admin: AdminPrincipal | null, before: AboutEntryRow) =>
      db.transaction().execute(async (trx) => {
        await repo.delete(trx, before.id);
        await recordAudit(trx, { admin, action: 'delete', entity: 'about', entityId: before.id, before });
      }),
  };
}
