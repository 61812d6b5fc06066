import type { HeroDto } from '@riviera/domain';
import type { HeroRow } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

/** A hero row as its contract (`heroDto` in packages/domain) describes it. */
export const toHeroDto = (r: HeroRow): HeroDto => ({
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  description: r.description,
  order: r.sort_order,
  is_active: r.is_active === 1,
  video_path: mediaUrl(r.video_path),
  poster_path: mediaUrl(r.poster_path),
});
