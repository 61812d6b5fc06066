import { changeRequestDto, changeRequestsDto, type ChangeRequestDto } from '@riviera/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';
import { ChangeRequestItem, useRefusal } from './change-request-item';

/** Whose requests: a transfer booking's or a tour reservation's (the same flow, decision 031). */
export type ChangeRequestKind = 'bookings' | 'tour-reservations';

const requestsKey = (kind: ChangeRequestKind, id: number) => ['admin', kind, 'change-requests', id] as const;

export function useChangeRequests(kind: ChangeRequestKind, bookingId: number) {
  return useQuery({
    queryKey: requestsKey(kind, bookingId),
    queryFn: ({ signal }) =>
      adminRequest(`/admin/${kind}/${bookingId}/change-requests`, { signal, schema: changeRequestsDto }),
    staleTime: 0,
  });
}

/** Records staff's answer; the customer is mailed by the server. */
export function useDecideChangeRequest(kind: ChangeRequestKind, bookingId: number) {
  const client = useQueryClient();
  return async (requestId: number, decision: 'accepted' | 'refused', reason: string | null) => {
    const answer = await adminRequest(`/admin/change-requests/${requestId}/decision`, {
      method: 'POST',
      body: { decision, reason },
      schema: changeRequestDto,
    });
    void client.invalidateQueries({ queryKey: requestsKey(kind, bookingId) });
    void client.invalidateQueries({ queryKey: ['admin', kind, 'list'] });
    void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    return answer;
  };
}

/**
 * The customer's change requests on one booking (issue 25 item 2): what was asked and when; an
 * open one is accepted (the edit dialog opens with the asked values) or refused with a reason.
 */
export function ChangeRequestsPanel({
  kind = 'bookings',
  bookingId,
  editable,
  onAccept,
}: {
  kind?: ChangeRequestKind;
  bookingId: number;
  editable: boolean;
  /** opens the edit dialog pre-filled; the request is marked accepted once the edit is saved */
  onAccept: (request: ChangeRequestDto) => void;
}) {
  const requests = useChangeRequests(kind, bookingId);
  const decide = useDecideChangeRequest(kind, bookingId);
  const refusal = useRefusal(decide);
  const list = requests.data ?? [];
  if (list.length === 0) return null;

  return (
    <section className="rounded-xl border border-amber-300 bg-amber-50/60 p-4" data-testid="change-requests">
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-amber-900">
        Değişiklik Talepleri
      </h3>
      <ul className="space-y-3 text-sm">
        {list.map((r) => (
          <ChangeRequestItem key={r.id} request={r} editable={editable} onAccept={onAccept} refusal={refusal} />
        ))}
      </ul>
    </section>
  );
}
