import { formatPriceWithCents, type TourReservationRequoteDto } from '@riviera/domain';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { adminErrorMessage } from '../../lib/admin-api';
import { requoteTourReservation } from './tour-reservation-edit-api';

/** A quote shown and whether staff chose to apply it. */
export interface TourPriceChoice {
  quote: TourReservationRequoteDto | null;
  apply: boolean;
}

/**
 * The price of a tour reservation's edit (issue 25 item 1): kept as booked until staff ask for
 * today's price of the party, see it beside the booked one and tick that it applies; a changed
 * party drops the shown quote (the dialog resets it).
 */
export function TourReservationEditPrice({
  reservationId,
  booked,
  party,
  choice,
  onChange,
  error,
}: {
  reservationId: number;
  booked: { total: number; currency: string };
  party: { passenger_count: number; children_count: number };
  choice: TourPriceChoice;
  onChange: (next: TourPriceChoice) => void;
  error?: string | undefined;
}) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = () => {
    setAsking(true);
    setFailure(null);
    requoteTourReservation(reservationId, party)
      .then((quote) => onChange({ quote, apply: false }))
      .catch((err: unknown) => {
        const first = err instanceof ApiError && err.errors ? Object.values(err.errors)[0]?.[0] : undefined;
        setFailure(first ?? adminErrorMessage(err, 'Fiyat hesaplanamadı'));
      })
      .finally(() => setAsking(false));
  };
  const money = (n: number, c: string) => formatPriceWithCents(n, c);
  return (
    <fieldset className="grid gap-3" data-testid="tour-edit-price">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Fiyat</legend>
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <span>
          Rezervasyondaki fiyat: <strong>{money(booked.total, booked.currency)}</strong>
        </span>
        <button
          type="button"
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium hover:bg-slate-100 disabled:opacity-60"
          onClick={ask}
          disabled={
            asking || !Number.isFinite(party.passenger_count) || !Number.isFinite(party.children_count)
          }
        >
          {asking ? 'Hesaplanıyor…' : 'Yeniden fiyatla'}
        </button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {choice.quote ? (
        <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm" data-testid="tour-requote">
          <p>
            Yeni fiyat: <strong>{money(choice.quote.quoted_total, choice.quote.currency)}</strong> (yetişkin{' '}
            {money(choice.quote.unit_price, choice.quote.currency)}, çocuk{' '}
            {money(choice.quote.children_price, choice.quote.currency)}) · rezervasyondaki:{' '}
            {money(choice.quote.booked_total, choice.quote.currency)}
          </p>
          <label className="mt-2 inline-flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              checked={choice.apply}
              onChange={(e) => onChange({ ...choice, apply: e.currentTarget.checked })}
            />
            Yeni fiyatı uygula
          </label>
          {error ? <p className="mt-1 text-red-700">{error}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}
