import type { SiteSettingDto } from '@riviera/domain';
import type { SiteSettingRow } from '../../db/schema.js';
import { translationsOf } from '../../lib/content-language.js';

/** A setting row as its contract (`siteSettingDto` in packages/domain) describes it. */
export const toSiteSettingDto = (r: SiteSettingRow): SiteSettingDto => ({
  id: r.id,
  key: r.key,
  value: r.value,
  type: r.type,
  group: r.group_name,
  description: r.description,
  is_active: r.is_active === 1,
  translations: translationsOf(r),
});
