import {
  changeRequestDto,
  changeRequestsDto,
  formatDateTimeTr,
  type ChangeRequestDto,
} from '@riviera/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';
import { ApiError } from '../../lib/api-client';
import { adminErrorMessage, adminRequest } from '../../lib/admin-api';

const ASKED_LABELS: Record<string, string> = {
  pickup_time: 'Alış saati',
  flight_code: 'Uçuş kodu',
  landing_time: 'İniş saati',
  hotel: 'Otel',
};
const STATUS_TEXT = { open: 'Yanıt bekliyor', accepted: 'Kabul edildi', refused: 'Reddedildi' } as const;

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
  const [refusing, setRefusing] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = requests.data ?? [];
  if (list.length === 0) return null;

  const refuse = (id: number) => {
    setError(null);
    decide(id, 'refused', reason.trim() || null)
      .then(() => {
        setRefusing(null);
        setReason('');
      })
      .catch((err: unknown) =>
        setError(
          err instanceof ApiError && err.errors?.reason
            ? (err.errors.reason[0] ?? '')
            : adminErrorMessage(err, 'Kaydedilemedi'),
        ),
      );
  };

  return (
    <section className="rounded-xl border border-amber-300 bg-amber-50/60 p-4" data-testid="change-requests">
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-amber-900">
        Değişiklik Talepleri
      </h3>
      <ul className="space-y-3 text-sm">
        {list.map((r) => (
          <li key={r.id} className="rounded-lg bg-white p-3 shadow-sm">
            <p className="text-xs text-slate-500">
              {formatDateTimeTr(new Date(r.created_at))} · {STATUS_TEXT[r.status]}
              {r.decided_by ? ` · ${r.decided_by}` : ''}
            </p>
            <ul className="mt-1">
              {Object.entries(r.asked).map(([k, v]) => (
                <li key={k}>
                  <span className="text-slate-600">{ASKED_LABELS[k] ?? k}:</span> <strong>{v}</strong>
                </li>
              ))}
            </ul>
            {r.note ? <p className="mt-1 whitespace-pre-wrap text-slate-700">“{r.note}”</p> : null}
            {r.reason ? <p className="mt-1 text-slate-600">Gerekçe: {r.reason}</p> : null}
            {r.status === 'open' ? (
              refusing === r.id ? (
                <div className="mt-2 space-y-2">
                  <label className="block text-sm font-medium text-slate-700" htmlFor={`refuse-${r.id}`}>
                    Ret gerekçesi (müşteriye gönderilir)
                  </label>
                  <textarea
                    id={`refuse-${r.id}`}
                    rows={2}
                    className={inputClass}
                    value={reason}
                    onChange={(e) => setReason(e.currentTarget.value)}
                  />
                  {error ? (
                    <p role="alert" className="text-red-700">
                      {error}
                    </p>
                  ) : null}
                  <div className="flex gap-2">
                    <Button variant="secondary" onClick={() => setRefusing(null)}>
                      Vazgeç
                    </Button>
                    <Button variant="danger" onClick={() => refuse(r.id)}>
                      Reddet ve müşteriye bildir
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button onClick={() => onAccept(r)} disabled={!editable}>
                    Kabul et ve düzenle
                  </Button>
                  <Button variant="secondary" onClick={() => setRefusing(r.id)}>
                    Reddet
                  </Button>
                </div>
              )
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
