import {
  REVIEW_URL_SETTING_KEY,
  driverFirstName,
  formatPhone,
  phoneToE164,
  reviewUrlOf,
  telLink,
  whatsappLink,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, MailOutboxRow } from '../../db/schema.js';
import { bookedLanguage, bookedName } from '../../lib/booked-names.js';
import { mailOutboxRepository as outbox } from '../mail/mail-outbox.repository.js';
import type { JobMailFacts } from '../mail/mail-render.js';
import { tripMailsRepository as repo } from './trip-mails.repository.js';

/** Why a mail about a leg is no longer worth sending; the worker marks it superseded with it. */
export class JobMailGone extends Error {}

/**
 * What a driver, reminder or review mail tells about its leg, read as it leaves (decision 040),
 * so it names the driver of that moment. Throws `JobMailGone` when the mail has lost its point
 * meanwhile: the leg is gone or cancelled, the driver was taken off again or changed once more
 * (the newer mail tells), or the review link was removed.
 */
export async function loadJobMail(db: Kysely<Database>, row: MailOutboxRow): Promise<JobMailFacts> {
  if (row.job_id === null) throw new JobMailGone('the mail names no leg');
  const job = await repo.job(db, row.job_id);
  if (!job) throw new JobMailGone('the leg no longer exists');
  if (job.status === 'cancelled') throw new JobMailGone('the booking is cancelled');
  if (row.template === 'driver_assigned') {
    if (job.driver_id === null) throw new JobMailGone('the driver was taken off the leg');
    if (await outbox.hasNewerJobMail(db, row.id, job.id, row.template))
      throw new JobMailGone('a newer driver mail about this leg follows');
  }
  if (row.template === 'trip_reminder' && job.status === 'completed')
    throw new JobMailGone('the booking is completed');
  const reviewUrl = reviewUrlOf(await repo.setting(db, REVIEW_URL_SETTING_KEY));
  if (row.template === 'review_request' && !reviewUrl) throw new JobMailGone('no review link is set');
  const lang = bookedLanguage(row.language);
  const phone = job.driver_phone ? formatPhone(job.driver_phone) : '';
  return {
    leg: job.leg,
    driver:
      job.driver_name !== null
        ? {
            firstName: driverFirstName(job.driver_name),
            phone,
            // stored in E.164 (decision 026); an older row may lack its +90
            tel: telLink(phoneToE164(job.driver_phone ?? '') ?? job.driver_phone ?? ''),
            whatsapp: job.driver_phone
              ? whatsappLink(phoneToE164(job.driver_phone) ?? job.driver_phone)
              : null,
            plate: job.driver_plate ?? '',
          }
        : null,
    vehicle:
      job.vehicle_name !== null
        ? bookedName(job.vehicle_name, job.vehicle_translations, lang, 'vehicle', 'name')
        : null,
    reviewUrl,
  };
}
