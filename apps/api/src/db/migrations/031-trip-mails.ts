import { sql, type Kysely } from 'kysely';

/**
 * The customer's mails about one leg (issue 26 items 5 and 6, decision 040):
 * - `mail_outbox.job_id`: the dispatch job (leg or tour) a driver-assigned, reminder or review mail
 *   is about, read when the mail is rendered (no foreign key: a leg removed meanwhile makes the
 *   mail superseded, not the row an error);
 * - `mail_outbox.once_key`: for mails that must be queued once only ('reminder:job:12',
 *   'review:job:12'), unique, so two instances or a restart can never queue the same mail twice:
 *   the key is part of the outbox row itself, so it is written in the same statement as the mail.
 *   NULL (every other mail) is not unique-checked on either dialect;
 * - the two site settings these mails read, so that staff find them on the settings screen.
 */
export function tripMailsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('mail_outbox').addColumn('job_id', 'integer').execute();
      await db.schema.alterTable('mail_outbox').addColumn('once_key', 'varchar(100)').execute();
      await db.schema
        .createIndex('mail_outbox_once_key_uq')
        .on('mail_outbox')
        .column('once_key')
        .unique()
        .execute();
      const now = new Date().toISOString();
      for (const s of TRIP_MAIL_SETTINGS) {
        await sql`insert into site_settings (key, value, type, group_name, description, is_active, created_at, updated_at)
          select ${s.key}, ${s.value}, 'text', 'general', ${s.description}, 1, ${now}, ${now}
          where not exists (select 1 from site_settings where key = ${s.key})`.execute(db);
      }
    },
  };
}

/** Data, not live code: the settings as this migration first wrote them (staff edit them after). */
const TRIP_MAIL_SETTINGS = [
  {
    key: 'trip_reminder_time',
    value: '18:00',
    description:
      'Yolculuktan bir gün önce müşteriye hatırlatma e-postasının gideceği saat (İstanbul saati, SS:DD)',
  },
  {
    key: 'review_url',
    value: '',
    description:
      'Yolculuk tamamlanınca müşteriye gönderilen değerlendirme e-postasındaki bağlantı (ör. Google veya Tripadvisor sayfanız). Boşsa değerlendirme e-postası gönderilmez.',
  },
];
