import { heroListDto, type HeroDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';

/** A hero video as the back office lists it: the API's contract. */
export type Hero = HeroDto;

/** Every hero, inactive ones included, checked against the contract. */
export const listHeroes = () => adminRequest('/heroes', { schema: heroListDto });
