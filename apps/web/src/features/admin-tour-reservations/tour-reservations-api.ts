import {
  deletedReservationDto,
  paginationDto,
  statusChangeDto,
  tourReservationAdminListDto,
  type StatusUpdate,
  type PaginationDto,
  type TourReservationAdminDto,
} from '@riviera/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';
import { parseAnswer } from '../../lib/api-client';
import { emptyPage, isDateRangeReversed } from '../../lib/date-range';

/** A reservation as the back office lists it: the API's contract. */
export type TourReservation = TourReservationAdminDto;

/** One page of reservations with its pager. */
export interface TourReservationList {
  data: TourReservation[];
  pagination: PaginationDto;
}

export interface TourReservationFilters {
  status: string;
  start_date: string;
  end_date: string;
  search: string;
  /** a reseller's name, or WEBSITE_CHANNEL; '' for every channel (decision 041) */
  channel: string;
}

const LIST_KEY = ['admin', 'tour-reservations', 'list'] as const;

/** The list answers `data[]` and `pagination` side by side (not inside `data`), hence the envelope read. */
export function useTourReservations(filters: TourReservationFilters, page: number) {
  return useQuery({
    queryKey: [...LIST_KEY, filters, page],
    queryFn: async ({ signal }): Promise<TourReservationList> => {
      if (isDateRangeReversed(filters.start_date, filters.end_date)) return { data: [], pagination: emptyPage(15) };
      const env = await adminRequestEnvelope('/tour-reservations', {
        query: { ...filters, page, per_page: 15 },
        signal,
        schema: tourReservationAdminListDto,
      });
      return { data: env.data, pagination: parseAnswer(paginationDto, env.pagination) };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Status change applied to the cached list only after the server says yes. */
export function useSetTourReservationStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number, change: StatusUpdate) => {
      const answer = await adminRequest(`/tour-reservations/${id}/status`, {
        method: 'PUT',
        body: change,
        schema: statusChangeDto,
      });
      queryClient.setQueriesData<TourReservationList>({ queryKey: LIST_KEY }, (list) =>
        list ? { ...list, data: list.data.map((r) => (r.id === id ? { ...r, status: answer.status } : r)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'tour-reservations', 'mails', id] });
      return answer;
    },
    [queryClient],
  );
}

export function useDeleteTourReservation() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      const res = await adminRequestEnvelope(`/tour-reservations/${id}`, { method: 'DELETE', schema: deletedReservationDto });
      await queryClient.invalidateQueries({ queryKey: LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      return res.message ?? 'Tur rezervasyonu silindi';
    },
    [queryClient],
  );
}
