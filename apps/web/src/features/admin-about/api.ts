import { aboutListDto, type AboutDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';
import { adminResource } from '../../lib/admin-resource';

/** An about entry as the back office lists it: the API's contract. */
export type About = AboutDto;

/** Every entry, newest first, checked against the contract. */
export const listAboutEntries = () => adminRequest('/about', { schema: aboutListDto });

export const ABOUT_KEY = ['admin', 'about'] as const;

/** The about entries (a save is multipart, as the spec's client sends it): list, save and delete (decision 042). */
export const about = adminResource<About>({
  key: ABOUT_KEY,
  list: listAboutEntries,
  path: '/about',
  body: 'multipart',
});
