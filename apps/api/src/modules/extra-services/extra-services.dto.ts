import type { ExtraServiceDto } from '@riviera/domain';
import type { ExtraServiceRow } from '../../db/schema.js';

/** An extra service row as its contract (`extraServiceDto` in packages/domain) describes it. */
export const toExtraServiceDto = (r: ExtraServiceRow): ExtraServiceDto => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price_euro: r.price_euro,
  icon: r.icon,
  is_active: r.is_active === 1,
});
