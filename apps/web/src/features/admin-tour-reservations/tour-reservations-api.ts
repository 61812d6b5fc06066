import type { BookingStatus } from '@riviera/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';

export interface TourReservation {
  id: number;
  pnr_code: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  tour: { id: number | null; title: string; location: string; description: string | null; price: number | null; duration: string | null };
  booking_date: string;
  booking_time: string;
  passenger_count: number;
  children_count: number;
  unit_price: number;
  children_price: number;
  total_price: number;
  currency: string;
  total_eur: number;
  status: string;
  special_requests: string | null;
  created_at: string;
  updated_at: string;
}

export interface TourReservationList {
  data: TourReservation[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

export interface TourReservationFilters {
  status: string;
  start_date: string;
  end_date: string;
  search: string;
}

const LIST_KEY = ['admin', 'tour-reservations', 'list'] as const;

/** The list answers `data[]` and `pagination` side by side (not inside `data`), hence the envelope read. */
export function useTourReservations(filters: TourReservationFilters, page: number) {
  return useQuery({
    queryKey: [...LIST_KEY, filters, page],
    queryFn: async ({ signal }): Promise<TourReservationList> => {
      const env = await adminRequestEnvelope<TourReservation[]>('/tour-reservations', { query: { ...filters, page, per_page: 15 }, signal });
      return { data: env.data, pagination: (env as unknown as { pagination: TourReservationList['pagination'] }).pagination };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Status change applied to the cached list only after the server says yes. */
export function useSetTourReservationStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number, status: BookingStatus) => {
      const answer = await adminRequest<{ id: number; status: BookingStatus }>(`/tour-reservations/${id}/status`, { method: 'PUT', body: { status } });
      queryClient.setQueriesData<TourReservationList>({ queryKey: LIST_KEY }, (list) =>
        list ? { ...list, data: list.data.map((r) => (r.id === id ? { ...r, status: answer.status } : r)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      return answer;
    },
    [queryClient],
  );
}

export function useDeleteTourReservation() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      const res = await adminRequestEnvelope<{ id: number; pnr_code: string }>(`/tour-reservations/${id}`, { method: 'DELETE' });
      await queryClient.invalidateQueries({ queryKey: LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      return res.message ?? 'Tur rezervasyonu silindi';
    },
    [queryClient],
  );
}
