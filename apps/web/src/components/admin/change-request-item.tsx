import { formatDateTimeTr, type ChangeRequestDto } from '@riviera/domain';
import { useState } from 'react';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field';
import { ApiError } from '../../lib/api-client';
import { adminErrorMessage } from '../../lib/admin-api';

const ASKED_LABELS: Record<string, string> = {
  pickup_time: 'Alış saati',
  flight_code: 'Uçuş kodu',
  landing_time: 'İniş saati',
  hotel: 'Otel',
};
const STATUS_TEXT = { open: 'Yanıt bekliyor', accepted: 'Kabul edildi', refused: 'Reddedildi' } as const;

type Decide = (requestId: number, decision: 'refused', reason: string | null) => Promise<unknown>;

/** Which request is being refused, with the reason typed so far and the server's refusal of it. */
export function useRefusal(decide: Decide) {
  const [refusing, setRefusing] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
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
  return { refusing, setRefusing, reason, setReason, error, refuse };
}

type Refusal = ReturnType<typeof useRefusal>;

/** One request: what was asked and when, its answer, and for an open one accept or refuse. */
export function ChangeRequestItem({
  request: r,
  editable,
  onAccept,
  refusal,
}: {
  request: ChangeRequestDto;
  editable: boolean;
  onAccept: (request: ChangeRequestDto) => void;
  refusal: Refusal;
}) {
  return (
    <li className="rounded-lg bg-white p-3 shadow-sm">
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
        refusal.refusing === r.id ? (
          <RefuseForm id={r.id} refusal={refusal} />
        ) : (
          <div className="mt-2 flex flex-wrap gap-2">
            <Button onClick={() => onAccept(r)} disabled={!editable}>
              Kabul et ve düzenle
            </Button>
            <Button variant="secondary" onClick={() => refusal.setRefusing(r.id)}>
              Reddet
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

function RefuseForm({ id, refusal }: { id: number; refusal: Refusal }) {
  return (
    <div className="mt-2 space-y-2">
      <label className="block text-sm font-medium text-slate-700" htmlFor={`refuse-${id}`}>
        Ret gerekçesi (müşteriye gönderilir)
      </label>
      <textarea
        id={`refuse-${id}`}
        rows={2}
        className={inputClass}
        value={refusal.reason}
        onChange={(e) => refusal.setReason(e.currentTarget.value)}
      />
      {refusal.error ? (
        <p role="alert" className="text-red-700">
          {refusal.error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => refusal.setRefusing(null)}>
          Vazgeç
        </Button>
        <Button variant="danger" onClick={() => refusal.refuse(id)}>
          Reddet ve müşteriye bildir
        </Button>
      </div>
    </div>
  );
}
