import type { Lang, HeroDto } from '@riviera/domain';
import type { HeroRow } from '../../db/schema.js';
import { inLanguage, translationsOf } from '../../lib/content-language.js';
import { mediaUrl } from '../../lib/media-url.js';

/** A hero row as its contract (`heroDto` in packages/domain) describes it. */
const turkishHeroDto = (r: HeroRow): HeroDto => ({
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  description: r.description,
  order: r.sort_order,
  is_active: r.is_active === 1,
  video_path: mediaUrl(r.video_path),
  poster_path: mediaUrl(r.poster_path),
});

/** As the back office reads it: the Turkish fields and every translation. */
export const toHeroDto = (r: HeroRow): HeroDto => ({ ...turkishHeroDto(r), translations: translationsOf(r) });

/** As a visitor reads it in `lang`, field by field falling back to Turkish. */
export const toPublicHeroDto = (r: HeroRow, lang: Lang): HeroDto => inLanguage(turkishHeroDto(r), r, lang, 'hero');
