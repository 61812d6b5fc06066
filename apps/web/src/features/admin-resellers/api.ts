import { createdResellerKeyDto, resellerKeyListDto, type ResellerKeyDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';

/** A reseller's OCTO API key as the back office lists it (decision 041). */
export type ResellerKey = ResellerKeyDto;

export const RESELLER_KEYS_KEY = ['admin', 'reseller-keys'] as const;

export const listResellerKeys = () => adminRequest('/admin/reseller-keys', { schema: resellerKeyListDto });

export const createResellerKey = (name: string) =>
  adminRequest('/admin/reseller-keys', { method: 'POST', body: { name }, schema: createdResellerKeyDto });

export const revokeResellerKey = (id: number) =>
  adminRequest(`/admin/reseller-keys/${id}/revoke`, { method: 'POST' });
