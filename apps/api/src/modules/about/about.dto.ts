import type { Lang, AboutDto } from '@riviera/domain';
import { parseStringList } from '../../db/time.js';
import type { AboutEntryRow } from '../../db/schema.js';
import { inLanguage, translationsOf } from '../../lib/content-language.js';

/** An about row as its contract (`aboutDto` in packages/domain) describes it. */
const turkishAboutDto = (r: AboutEntryRow): AboutDto => ({
  id: r.id,
  title: r.title,
  description: r.description,
  main_description: r.main_description,
  sub_description: r.sub_description,
  quote: r.quote,
  features: parseStringList(r.features),
  is_active: r.is_active === 1,
});

/** As the back office reads it: the Turkish fields and every translation. */
export const toAboutDto = (r: AboutEntryRow): AboutDto => ({ ...turkishAboutDto(r), translations: translationsOf(r) });

/** As a visitor reads it in `lang`, field by field falling back to Turkish. */
export const toPublicAboutDto = (r: AboutEntryRow, lang: Lang): AboutDto => inLanguage(turkishAboutDto(r), r, lang, 'about');
