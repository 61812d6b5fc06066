import { aboutListDto, type AboutDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';

/** An about entry as the back office lists it: the API's contract. */
export type About = AboutDto;

/** Every entry, newest first, checked against the contract. */
export const listAboutEntries = () => adminRequest('/about', { schema: aboutListDto });
