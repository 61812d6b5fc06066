import {
  bookingDetailDto,
  bookingPageDto,
  deletedReservationDto,
  statusChangeDto,
  type BookingDetailDto,
  type BookingListItemDto,
  type StatusUpdate,
  type Page,
} from '@riviera/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';
import { emptyPage, isDateRangeReversed } from '../../lib/date-range';

/** A booking in the back office's list, and in its detail view: the API's contracts. */
export type BookingListItem = BookingListItemDto;
export type BookingDetail = BookingDetailDto;

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
    queryFn: ({ signal }) =>
      isDateRangeReversed(filters.date_from, filters.date_to)
        ? Promise.resolve({ data: [], ...emptyPage(15) })
        : adminRequest('/bookings', { query: { ...filters, page, per_page: 15 }, signal, schema: bookingPageDto }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBookingDetail(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'bookings', 'detail', id],
    queryFn: ({ signal }) => adminRequest(`/admin/bookings/${id}`, { signal, schema: bookingDetailDto }),
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
    async (id: number, change: StatusUpdate) => {
      const answer = await adminRequest(`/bookings/${id}/status`, { method: 'PUT', body: change, schema: statusChangeDto });
      queryClient.setQueriesData<Page<BookingListItem>>({ queryKey: LIST_KEY }, (page) =>
        page ? { ...page, data: page.data.map((b) => (b.id === id ? { ...b, status: answer.status } : b)) } : page,
      );
      queryClient.setQueryData<BookingDetail>(['admin', 'bookings', 'detail', id], (d) => (d ? { ...d, status: answer.status, updated_at: answer.updated_at } : d));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      // the mail it may have queued shows in the detail's mail history at once
      void queryClient.invalidateQueries({ queryKey: ['admin', 'bookings', 'mails', id] });
      // a cancelled or completed booking is no longer editable
      void queryClient.invalidateQueries({ queryKey: ['admin', 'bookings', 'changes', id] });
      return answer;
    },
    [queryClient],
  );
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      const res = await adminRequestEnvelope(`/bookings/${id}`, { method: 'DELETE', schema: deletedReservationDto });
      queryClient.removeQueries({ queryKey: ['admin', 'bookings', 'detail', id] });
      await queryClient.invalidateQueries({ queryKey: LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      return res.message ?? 'Rezervasyon silindi';
    },
    [queryClient],
  );
}
