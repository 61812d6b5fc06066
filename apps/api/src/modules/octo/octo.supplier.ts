import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { octoRepository as repo } from './octo.repository.js';

const SETTINGS = ['company_name', 'site_name', 'contact_email', 'contact_phone', 'contact_address', 'footer_description'];

/** GET /supplier: who the reseller is connected to, from the site's own settings. */
export async function octoSupplier(db: Kysely<Database>, config: Pick<AppConfig, 'publicUrl'>, req: FastifyRequest) {
  const s = Object.fromEntries((await repo.siteSettings(db, SETTINGS)).map((r) => [r.key, r.value?.trim() || null]));
  const site = (config.publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/$/, '');
  return {
    id: 'riviera',
    name: s.company_name ?? s.site_name ?? 'Riviera',
    endpoint: `${site}/api/octo`,
    contact: {
      website: site,
      email: s.contact_email ?? null,
      telephone: s.contact_phone ?? null,
      address: s.contact_address ?? null,
    },
    shortDescription: s.footer_description ?? null,
  };
}
