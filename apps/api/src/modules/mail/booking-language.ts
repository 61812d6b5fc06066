import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { MAIL_LANGUAGES, type MailLanguage } from './mail-texts.js';
import { mailRepository } from './mail.repository.js';

/**
 * The language a booking or reservation was made in (stored with it, decision 014), for its mails;
 * Turkish, the site's first language, for a row without a known one.
 */
export async function bookingLanguageOf(
  db: Kysely<Database> | Transaction<Database>,
  entity: 'booking' | 'tour_reservation',
  entityId: number,
): Promise<MailLanguage> {
  const language = await mailRepository.languageOf(db, entity, entityId);
  return (MAIL_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as MailLanguage) : 'tr';
}
