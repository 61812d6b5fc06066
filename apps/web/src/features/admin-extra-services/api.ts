import { extraServiceListDto, type ExtraServiceDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';

/** An extra service as the back office lists it: the API's contract. */
export type ExtraService = ExtraServiceDto;

/** Every extra service, inactive ones included, checked against the contract. */
export const listExtraServices = () => adminRequest('/admin/extra-services', { schema: extraServiceListDto });
