import { DEFAULT_LANG, PRIVATE_SETTING_KEYS, type Lang, type SiteSettingImageInput, type SiteSettingInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, SiteSettingRow } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { mediaUrl } from '../../lib/media-url.js';
import { removeUnreferencedUpload } from '../files/file-cleanup.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { toSiteSettingDto } from './site-settings.dto.js';
import { siteSettingRepository as repo } from './site-settings.repository.js';
import { inLanguage, translationsColumn } from '../../lib/content-language.js';

export const ROUND_TRIP_DISCOUNT_KEY = 'round_trip_discount';

/** A row in the shape its form sends (the DTO without its id), so a partial update is validated whole. */
export const siteSettingFormOf = (r: SiteSettingRow) => {
  const { id: _id, ...form } = toSiteSettingDto(r);
  return form;
};

const columnsOf = (i: SiteSettingInput) => ({
  key: i.key,
  value: i.value,
  type: i.type,
  group_name: i.group,
  description: i.description,
  is_active: toFlag(i.is_active),
  ...translationsColumn(i.translations),
});

/** An image setting's old file goes once its value no longer points at it (after the commit). */
const droppedFile = (before: SiteSettingRow, after: { type: string; value: string } | null) =>
  before.type === 'image' && (!after || after.value !== before.value) ? before.value : null;

/** The site-wide round-trip discount in percent (a site setting); 0 when unset or unreadable. */
export async function readRoundTripDiscount(db: Kysely<Database>): Promise<number> {
  const n = Number(await repo.valueOf(db, ROUND_TRIP_DISCOUNT_KEY));
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : 0;
}

/**
 * Every active setting's value by key, an image's as a URL. Unlike the original, whose public
 * site ignored what the back office edited, every active setting reaches the visitor. A text
 * setting reads in `lang` when it is translated there, else in Turkish (decision 014).
 */
async function readPublicValues(db: Kysely<Database>, lang: Lang): Promise<Record<string, string>> {
  const rows = (await repo.listActiveValues(db)).filter((r) => !PRIVATE_SETTING_KEYS.includes(r.key));
  const valueOf = (r: (typeof rows)[number]) =>
    r.type === 'image' ? (mediaUrl(r.value) ?? '') : r.type === 'text' ? inLanguage({ value: r.value }, r, lang, 'setting').value : r.value;
  return Object.fromEntries(rows.map((r) => [r.key, valueOf(r)]));
}

/**
 * Saves the round-trip discount percent (0-100, already validated). The row is created when
 * missing, so the discount works on a database without demo content.
 */
async function saveRoundTripDiscount(
  db: Kysely<Database>,
  admin: AdminPrincipal | null,
  percent: number,
): Promise<number> {
  const value = String(Math.round(percent * 100) / 100);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const before = await repo.findByKey(trx, ROUND_TRIP_DISCOUNT_KEY);
    if (before) {
      await repo.update(trx, before.id, { value, updated_at: now });
    } else {
      await repo.insert(trx, {
        key: ROUND_TRIP_DISCOUNT_KEY,
        value,
        type: 'text',
        group_name: 'general',
        description: 'Gidiş-dönüş transferlerde uygulanan indirim yüzdesi',
        is_active: 1,
        created_at: now,
        updated_at: now,
      });
    }
    await recordAudit(trx, {
      admin,
      action: 'update',
      entity: 'site_setting',
      entityId: ROUND_TRIP_DISCOUNT_KEY,
      before: before ? { value: before.value } : null,
      after: { value },
    });
  });
  return Number(value);
}

/** The back office's changes to the settings, each audited in its own transaction. */
function settingEdits(db: Kysely<Database>, uploadsDir: string) {
  async function require(id: number) {
    const row = await repo.find(db, id);
    if (!row) throw notFound('error.setting_not_found');
    return row;
  }
  const keyTaken = (err: unknown) => (isUniqueViolation(err) ? conflict('error.setting_key_taken') : err);

  async function create(admin: AdminPrincipal | null, input: SiteSettingInput) {
    if (await repo.findByKey(db, input.key)) throw conflict('error.setting_key_taken');
    try {
      return await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await repo.insert(trx, { ...columnsOf(input), created_at: now, updated_at: now });
        await recordAudit(trx, { admin, action: 'create', entity: 'site_setting', entityId: row.id, after: row });
        return row;
      });
    } catch (err) {
      throw keyTaken(err);
    }
  }

  async function update(admin: AdminPrincipal | null, before: SiteSettingRow, input: SiteSettingInput) {
    const other = await repo.findByKey(db, input.key);
    if (other && other.id !== before.id) throw conflict('error.setting_key_taken');
    let row: SiteSettingRow;
    try {
      row = await db.transaction().execute(async (trx) => {
        const updated = await repo.update(trx, before.id, { ...columnsOf(input), updated_at: nowIso() });
        await recordAudit(trx, { admin, action: 'update', entity: 'site_setting', entityId: before.id, before, after: updated });
        return updated;
      });
    } catch (err) {
      throw keyTaken(err);
    }
    await removeUnreferencedUpload(db, uploadsDir, droppedFile(before, row));
    return row;
  }

  return {
    require,
    create,
    update,

    async remove(admin: AdminPrincipal | null, before: SiteSettingRow) {
      await db.transaction().execute(async (trx) => {
        await repo.delete(trx, before.id);
        await recordAudit(trx, { admin, action: 'delete', entity: 'site_setting', entityId: before.id, before });
      });
      await removeUnreferencedUpload(db, uploadsDir, droppedFile(before, null));
    },

    /**
     * Stores an uploaded image's URL as the setting `key`: an existing setting becomes an image
     * setting with that value; a new one is created in `group` (branding by default), described by
     * its description or its key. The whole setting is checked with `parse` (the caller's
     * validation, which answers in the caller's language) before it is saved.
     */
    async storeImage(
      admin: AdminPrincipal | null,
      fields: SiteSettingImageInput,
      url: string,
      parse: (candidate: unknown) => SiteSettingInput,
    ) {
      const existing = await repo.findByKey(db, fields.key);
      if (existing) return update(admin, existing, parse({ ...siteSettingFormOf(existing), type: 'image', value: url }));
      return create(
        admin,
        parse({ key: fields.key, value: url, type: 'image', group: fields.group ?? 'branding', description: fields.description || fields.key }),
      );
    },
  };
}

/**
 * Site settings: the values the public navbar and footer read, the round-trip discount, and the back
 * office's changes, each audited in its own transaction.
 */
export function siteSettingService(db: Kysely<Database>, uploadsDir: string) {
  return {
    publicValues: (lang: Lang = DEFAULT_LANG) => readPublicValues(db, lang),
    roundTripDiscount: () => readRoundTripDiscount(db),
    listAll: () => repo.listAll(db),
    ...settingEdits(db, uploadsDir),
    updateRoundTripDiscount: (admin: AdminPrincipal | null, percent: number) =>
      saveRoundTripDiscount(db, admin, percent),
  };
}
