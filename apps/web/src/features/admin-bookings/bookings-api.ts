import type { BookingStatus } from '@riviera/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminRequest, adminRequestEnvelope, type AdminPage } from '../../lib/admin-api';

export interface BookingListItem {
  id: number;
  pnr_code: string;
  booking_number: string;
  display_code: string;
  status: string;
  customer: { name: string; email: string; phone: string | null };
  pickup_location: string;
  destination: string;
  pickup_date: string;
  pickup_time: string | null;
  passengers: number;
  total_price: number;
  currency: string;
  extras_total: number;
  created_at: string;
}

export interface BookingDetail extends BookingListItem {
  trip_type: 'one_way' | 'round_trip';
  return_date: string | null;
  return_time: string | null;
  vehicle: { name: string; capacity: number | null; vehicle_type: { name: string } | null } | null;
  flight_code: string | null;
  hotel_name: string | null;
  departure_flight_time: string | null;
  arrival_flight_time: string | null;
  ticket_image: string | null;
  luggage: { large: number; medium: number; small: number; hand: number };
  company: string | null;
  identity_number: string | null;
  main_passenger: { name: string; phone: string | null } | null;
  guests: { first_name: string; last_name: string }[];
  price: {
    total: number;
    currency: string;
    exchange_rate: number;
    base_price: number;
    extras_total: number;
    base_price_eur: number;
    extras_total_eur: number;
    total_eur: number;
    round_trip_applied: boolean;
    round_trip_discount_percent: number;
  };
  extras: { name: string; icon: string; price_euro: number; price: number }[];
  special_requests: string | null;
  updated_at: string;
}

export interface BookingFilters {
  status: string;
  date_from: string;
  date_to: string;
  search: string;
}

const LIST_KEY = ['admin', 'bookings', 'list'] as const;

export function useBookings(filters: BookingFilters, page: number) {
  return useQuery({
    queryKey: [...LIST_KEY, filters, page],
    queryFn: ({ signal }) => adminRequest<AdminPage<BookingListItem>>('/bookings', { query: { ...filters, page, per_page: 15 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBookingDetail(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'bookings', 'detail', id],
    queryFn: ({ signal }) => adminRequest<BookingDetail>(`/admin/bookings/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/**
 * Changes a booking's status on the server; only when it says yes are the list rows and the open
 * detail updated in place (no optimistic change).
 */
export function useSetBookingStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number, status: BookingStatus) => {
      const answer = await adminRequest<{ id: number; status: BookingStatus; updated_at: string }>(`/bookings/${id}/status`, {
        method: 'PUT',
        body: { status },
      });
      queryClient.setQueriesData<AdminPage<BookingListItem>>({ queryKey: LIST_KEY }, (page) =>
        page ? { ...page, data: page.data.map((b) => (b.id === id ? { ...b, status: answer.status } : b)) } : page,
      );
      queryClient.setQueryData<BookingDetail>(['admin', 'bookings', 'detail', id], (d) => (d ? { ...d, status: answer.status, updated_at: answer.updated_at } : d));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      return answer;
    },
    [queryClient],
  );
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      const res = await adminRequestEnvelope<{ id: number; pnr_code: string }>(`/bookings/${id}`, { method: 'DELETE' });
      queryClient.removeQueries({ queryKey: ['admin', 'bookings', 'detail', id] });
      await queryClient.invalidateQueries({ queryKey: LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      return res.message ?? 'Rezervasyon silindi';
    },
    [queryClient],
  );
}
