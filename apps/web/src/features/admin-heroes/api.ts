import { heroListDto, type HeroDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';
import { adminResource } from '../../lib/admin-resource';

/** A hero video as the back office lists it: the API's contract. */
export type Hero = HeroDto;

/** Every hero, inactive ones included, checked against the contract. */
export const listHeroes = () => adminRequest('/heroes', { schema: heroListDto });

export const HEROES_KEY = ['admin', 'heroes'] as const;

/** The hero videos (a save is multipart: it carries the video and poster): list, save and delete (decision 042). */
export const heroes = adminResource<Hero>({
  key: HEROES_KEY,
  list: listHeroes,
  path: '/heroes',
  body: 'multipart',
});
