import { isValidSelfCancelCutoff } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { mailRepository } from './mail.repository.js';

/** The site setting holding where operator mail goes; OPERATOR_EMAIL when it is empty. */
export const OPERATOR_EMAIL_SETTING = 'operator_email';
/** The site setting holding how many hours before pickup a customer may still cancel online. */
export const SELF_CANCEL_CUTOFF_SETTING = 'self_cancel_cutoff_hours';
export const DEFAULT_SELF_CANCEL_CUTOFF_HOURS = 24;

const KEYS = [
  'site_name',
  'company_name',
  'logo_url',
  'contact_phone',
  'contact_whatsapp',
  'contact_email',
  'contact_address',
  'tursab_certificate',
  OPERATOR_EMAIL_SETTING,
  SELF_CANCEL_CUTOFF_SETTING,
] as const;

/** The site settings the mails read, by key (only active ones). */
export async function readMailSettings(db: Kysely<Database> | Transaction<Database>) {
  const rows = await mailRepository.activeSettings(db, KEYS);
  const values: Partial<Record<(typeof KEYS)[number], string>> = {};
  for (const r of rows) values[r.key as (typeof KEYS)[number]] = r.value;
  return { values };
}

/** Where operator mail goes: the setting, else OPERATOR_EMAIL; undefined when neither is set. */
export async function operatorAddress(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'operatorEmail'>,
): Promise<string | undefined> {
  const { values } = await readMailSettings(db);
  return values.operator_email?.trim() || config.operatorEmail?.trim() || undefined;
}

/** The self-cancel cut-off in hours (the setting, else 24). */
export async function selfCancelCutoffHours(db: Kysely<Database> | Transaction<Database>): Promise<number> {
  const { values } = await readMailSettings(db);
  const v = values.self_cancel_cutoff_hours;
  return v !== undefined && isValidSelfCancelCutoff(v) ? Number(v) : DEFAULT_SELF_CANCEL_CUTOFF_HOURS;
}
