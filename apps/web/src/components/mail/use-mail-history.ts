import { mailHistoryDto, type MailHistoryItemDto } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminRequestEnvelope } from '../../lib/admin-api';

/**
 * One booking's or tour reservation's mail history, and the two actions that mail the customer:
 * resending and sending a held mail. Each answer is the new history.
 */
export function useMailHistory(kind: 'bookings' | 'tour-reservations', id: number) {
  const path = `/admin/${kind}/${id}/mails`;
  const queryKey = ['admin', kind, 'mails', id];
  const client = useQueryClient();
  const history = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await adminRequestEnvelope(path, { signal, schema: mailHistoryDto })).data,
    staleTime: 0,
  });
  // Both actions mail the customer: each asks first (a one-click mail to a customer is an accident
  // waiting to happen).
  const [asking, setAsking] = useState<
    { kind: 'resend' } | { kind: 'held'; mail: MailHistoryItemDto } | null
  >(null);
  const resend = useMutation({
    mutationFn: () => adminRequestEnvelope(`${path}/resend`, { method: 'POST', schema: mailHistoryDto }),
    onSuccess: (env) => {
      client.setQueryData(queryKey, env.data);
      setAsking(null);
    },
  });
  const sendHeld = useMutation({
    mutationFn: (mailId: number) =>
      adminRequestEnvelope(`${path}/${mailId}/send-held`, { method: 'POST', schema: mailHistoryDto }),
    onSuccess: (env) => {
      client.setQueryData(queryKey, env.data);
      setAsking(null);
    },
  });
  const pending = resend.isPending || sendHeld.isPending;
  const done = resend.isSuccess ? resend.data.message : sendHeld.isSuccess ? sendHeld.data.message : null;
  return { history, asking, setAsking, resend, sendHeld, pending, done };
}
