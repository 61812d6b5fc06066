import { useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { adminErrorMessage } from '../../lib/admin-api';

/**
 * 'Yeniden fiyatla' in a staff edit: asks the server for a new price, and says why it could not
 * (the first field error, else the answer's message).
 */
export function useRequote<Q>(onQuote: (quote: Q) => void) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = (request: () => Promise<Q>) => {
    setAsking(true);
    setFailure(null);
    request()
      .then(onQuote)
      .catch((err: unknown) => {
        const first = err instanceof ApiError && err.errors ? Object.values(err.errors)[0]?.[0] : undefined;
        setFailure(first ?? adminErrorMessage(err, 'Fiyat hesaplanamadı'));
      })
      .finally(() => setAsking(false));
  };
  return { asking, failure, ask, clearFailure: () => setFailure(null) };
}

/**
 * The price part of a staff edit: the booked price with 'Yeniden fiyatla' (and `notes` beside it),
 * why a quote failed, and a new quote (`offer.text`) that staff may choose to apply.
 */
export function Requote({
  booked,
  asking,
  failure,
  onAsk,
  askDisabled,
  notes,
  offer,
}: {
  booked: string;
  asking: boolean;
  failure: string | null;
  onAsk: () => void;
  askDisabled: boolean;
  notes?: ReactNode;
  offer: {
    testId: string;
    text: ReactNode;
    apply: boolean;
    onApply: (apply: boolean) => void;
    error?: string | undefined;
  } | null;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <span>
          Rezervasyondaki fiyat: <strong>{booked}</strong>
        </span>
        <button
          type="button"
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium hover:bg-slate-100 disabled:opacity-60"
          onClick={onAsk}
          disabled={asking || askDisabled}
        >
          {asking ? 'Hesaplanıyor…' : 'Yeniden fiyatla'}
        </button>
        {notes}
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {offer ? (
        <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm" data-testid={offer.testId}>
          <p>{offer.text}</p>
          <label className="mt-2 inline-flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              checked={offer.apply}
              onChange={(e) => offer.onApply(e.currentTarget.checked)}
            />
            Yeni fiyatı uygula
          </label>
          {offer.error ? <p className="mt-1 text-red-700">{offer.error}</p> : null}
        </div>
      ) : null}
    </>
  );
}
