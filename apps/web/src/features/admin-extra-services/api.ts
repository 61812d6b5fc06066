import { extraServiceListDto, type ExtraServiceDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';
import { adminResource } from '../../lib/admin-resource';

/** An extra service as the back office lists it: the API's contract. */
export type ExtraService = ExtraServiceDto;

/** Every extra service, inactive ones included, checked against the contract. */
export const listExtraServices = () => adminRequest('/admin/extra-services', { schema: extraServiceListDto });

export const EXTRA_SERVICES_KEY = ['admin', 'extra-services'] as const;

/** The extra services: list, save and delete (decision 042). */
export const extraServices = adminResource<ExtraService>({
  key: EXTRA_SERVICES_KEY,
  list: listExtraServices,
  path: '/extra-services',
  body: 'json',
});
