import { ADMIN_TOURS_PAGE_SIZE, tourDto, tourPageDto, type TourDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';

/** A tour as the back office lists it, inactive ones too: the API's one tour contract. */
export type AdminTour = TourDto;

export const TOURS_KEY = ['admin', 'tours'] as const;

/** One page of tours, newest first, checked against the contract. */
export const listAdminTours = (q: { page: number; search: string; status: string }) =>
  adminRequest('/admin/tours', { query: { ...q, per_page: ADMIN_TOURS_PAGE_SIZE }, schema: tourPageDto });

/** Aktif ↔ Pasif; answers the tour as it now is. */
export const toggleTourStatus = (id: number) =>
  adminRequest(`/admin/tours/${id}/toggle-status`, { method: 'PATCH', schema: tourDto });
