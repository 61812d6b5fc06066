import type { AboutDto } from '@riviera/domain';
import { parseStringList } from '../../db/time.js';
import type { AboutEntryRow } from '../../db/schema.js';

/** An about row as its contract (`aboutDto` in packages/domain) describes it. */
export const toAboutDto = (r: AboutEntryRow): AboutDto => ({
  id: r.id,
  title: r.title,
  description: r.description,
  main_description: r.main_description,
  sub_description: r.sub_description,
  quote: r.quote,
  features: parseStringList(r.features),
  is_active: r.is_active === 1,
});
