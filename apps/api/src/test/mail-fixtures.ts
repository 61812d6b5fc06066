import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Brand } from '../modules/mail/mail-content.js';
import { insertTour } from './factories.js';

/** The licence number and brand the mail tests expect to find in every mail and voucher. */
export const MAIL_FIX = {
  tursab: '18012',
  siteName: 'Riviera Transfer',
  phone: '+90 242 324 18 12',
  whatsapp: '+90 532 418 12 07',
};

/** The brand a mail or voucher renders with, as `loadBrand` builds it from those settings. */
export const TEST_BRAND: Brand = {
  siteName: MAIL_FIX.siteName,
  companyName: 'Riviera Turizm Seyahat Acentası',
  logoUrl: null,
  phone: MAIL_FIX.phone,
  whatsapp: MAIL_FIX.whatsapp,
  email: 'info@example.com',
  address: 'Lara Cad. No: 118/3, Antalya',
  tursab: MAIL_FIX.tursab,
  siteUrl: 'https://riviera.example',
};

/** Site settings the mails read (brand, contact, licence), as staff would have set them. */
export async function insertMailSettings(
  db: Kysely<Database>,
  extra: Record<string, string> = {},
): Promise<void> {
  const now = new Date().toISOString();
  const values: Record<string, string> = {
    site_name: MAIL_FIX.siteName,
    company_name: 'Riviera Turizm Seyahat Acentası',
    contact_phone: MAIL_FIX.phone,
    contact_whatsapp: MAIL_FIX.whatsapp,
    contact_email: 'info@example.com',
    tursab_certificate: MAIL_FIX.tursab,
    ...extra,
  };
  await db
    .insertInto('site_settings')
    .values(
      Object.entries(values).map(([key, value]) => ({
        key,
        value,
        type: 'text' as const,
        group_name: 'general',
        description: key,
        is_active: 1 as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** An active tour priced in euro, for tour-reservation mails. */
export async function insertMailTour(db: Kysely<Database>): Promise<number> {
  const tour = await insertTour(db, {
    title: 'Köprülü Kanyon Rafting',
    category: 'adventure',
    description: 'Rafting',
    price: 40,
    children_price: 20,
    duration: '8 saat',
    location: 'Beşkonak',
  });
  return tour.id;
}
