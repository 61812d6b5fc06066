import { bookingEditResultDto, bookingEditViewDto, bookingRequoteDto } from '@riviera/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';

const changesKey = (id: number) => ['admin', 'bookings', 'changes', id] as const;

/** The edit dialog's starting values and the booking's change history (decision 031). */
export function useBookingChanges(id: number | null) {
  return useQuery({
    queryKey: changesKey(id ?? 0),
    queryFn: ({ signal }) =>
      adminRequest(`/admin/bookings/${id}/changes`, { signal, schema: bookingEditViewDto }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/**
 * Saves an edit; once the server said yes, the detail, the list, the history and the dispatch
 * board are read again (the jobs may have moved).
 */
export function useSaveBookingEdit() {
  const client = useQueryClient();
  return useCallback(
    async (id: number, body: unknown) => {
      const answer = await adminRequestEnvelope(`/admin/bookings/${id}`, {
        method: 'PUT',
        body,
        schema: bookingEditResultDto,
      });
      client.setQueryData(changesKey(id), (v: unknown) =>
        v && typeof v === 'object' ? { ...v, history: answer.data.history } : v,
      );
      void client.invalidateQueries({ queryKey: changesKey(id) });
      void client.invalidateQueries({ queryKey: ['admin', 'bookings', 'detail', id] });
      void client.invalidateQueries({ queryKey: ['admin', 'bookings', 'list'] });
      void client.invalidateQueries({ queryKey: ['admin', 'operations'] });
      return answer;
    },
    [client],
  );
}

/** 'Yeniden fiyatla': today's server quote for the chosen vehicle, extras and party; nothing saved. */
export const requoteBooking = (
  id: number,
  body: {
    pickup_location: string;
    destination: string;
    trip_type: 'one_way' | 'round_trip';
    vehicle_id: number;
    selected_extra_services: number[];
    passengers: number;
  },
) => adminRequest(`/admin/bookings/${id}/quote`, { method: 'POST', body, schema: bookingRequoteDto });
