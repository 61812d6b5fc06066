import { ADMIN_TOURS_PAGE_SIZE, currencyListDto, tourDto, tourPageDto, type TourDto } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';
import { adminWrites } from '../../lib/admin-resource';

/** A tour as the back office lists it, inactive ones too: the API's one tour contract. */
export type AdminTour = TourDto;

export const TOURS_KEY = ['admin', 'tours'] as const;

/**
 * The tours' save and delete (decision 042): the list is read a page at a time under
 * `[...TOURS_KEY, params]`, which a save or delete re-reads (multipart: a tour may carry an image).
 */
export const tours = adminWrites({ key: TOURS_KEY, path: '/admin/tours', body: 'multipart' });

/** One page of tours, newest first, checked against the contract. */
export const listAdminTours = (q: { page: number; search: string; status: string }) =>
  adminRequest('/admin/tours', { query: { ...q, per_page: ADMIN_TOURS_PAGE_SIZE }, schema: tourPageDto });

/** Aktif ↔ Pasif; answers the tour as it now is. */
export const toggleTourStatus = (id: number) =>
  adminRequest(`/admin/tours/${id}/toggle-status`, { method: 'PATCH', schema: tourDto });

/**
 * The codes a tour can be priced in: the active currencies, and the tour's own even if it was made
 * Pasif since (so an edit does not silently change it). Until they load, only the tour's own.
 */
export function useTourCurrencyCodes(current: string): { code: string; inactive: boolean }[] {
  const all = useQuery({ queryKey: ['admin', 'currencies'], queryFn: () => adminRequest('/currencies', { schema: currencyListDto }) });
  const active = (all.data ?? []).filter((c) => c.is_active).map((c) => ({ code: c.code, inactive: false }));
  return active.some((c) => c.code === current) ? active : [{ code: current, inactive: all.data !== undefined }, ...active];
}
