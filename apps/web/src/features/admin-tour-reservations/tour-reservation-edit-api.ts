import {
  tourReservationEditResultDto,
  tourReservationEditViewDto,
  tourReservationRequoteDto,
} from '@riviera/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';

const changesKey = (id: number) => ['admin', 'tour-reservations', 'changes', id] as const;

/** The edit dialog's starting values, the tour's departures and pickups, and the history (decision 031). */
export function useTourReservationChanges(id: number | null) {
  return useQuery({
    queryKey: changesKey(id ?? 0),
    queryFn: ({ signal }) =>
      adminRequest(`/admin/tour-reservations/${id}/changes`, { signal, schema: tourReservationEditViewDto }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Saves an edit; then the reservation, the list, the departures and the board are read again. */
export function useSaveTourReservationEdit() {
  const client = useQueryClient();
  return useCallback(
    async (id: number, body: unknown) => {
      const answer = await adminRequestEnvelope(`/admin/tour-reservations/${id}`, {
        method: 'PUT',
        body,
        schema: tourReservationEditResultDto,
      });
      void client.invalidateQueries({ queryKey: changesKey(id) });
      void client.invalidateQueries({ queryKey: ['admin', 'tour-reservations', 'list'] });
      void client.invalidateQueries({ queryKey: ['admin', 'operations'] });
      void client.invalidateQueries({ queryKey: ['admin', 'departures'] });
      return answer;
    },
    [client],
  );
}

/** 'Yeniden fiyatla': today's price of the party; nothing saved. */
export const requoteTourReservation = (
  id: number,
  body: { passenger_count: number; children_count: number },
) =>
  adminRequest(`/admin/tour-reservations/${id}/quote`, {
    method: 'POST',
    body,
    schema: tourReservationRequoteDto,
  });
