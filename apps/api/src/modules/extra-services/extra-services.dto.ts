import type { Lang, ExtraServiceDto } from '@riviera/domain';
import type { ExtraServiceRow } from '../../db/schema.js';
import { inLanguage, translationsOf } from '../../lib/content-language.js';

/** An extra service row as its contract (`extraServiceDto` in packages/domain) describes it. */
const turkishExtraServiceDto = (r: ExtraServiceRow): ExtraServiceDto => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price_euro: r.price_euro,
  icon: r.icon,
  is_active: r.is_active === 1,
});

/** As the back office reads it: the Turkish fields and every translation. */
export const toExtraServiceDto = (r: ExtraServiceRow): ExtraServiceDto => ({ ...turkishExtraServiceDto(r), translations: translationsOf(r) });

/** As a visitor reads it in `lang`, field by field falling back to Turkish. */
export const toPublicExtraServiceDto = (r: ExtraServiceRow, lang: Lang): ExtraServiceDto => inLanguage(turkishExtraServiceDto(r), r, lang, 'extraService');
