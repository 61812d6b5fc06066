import { formatPriceWithCents, type TourReservationRequoteDto } from '@riviera/domain';
import { Requote, useRequote } from '../../components/admin/requote';
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
  const { asking, failure, ask } = useRequote((quote: TourReservationRequoteDto) => onChange({ quote, apply: false }));
  const money = (n: number, c: string) => formatPriceWithCents(n, c);
  return (
    <fieldset className="grid gap-3" data-testid="tour-edit-price">
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Fiyat</legend>
      <Requote
        booked={money(booked.total, booked.currency)}
        asking={asking}
        failure={failure}
        onAsk={() => ask(() => requoteTourReservation(reservationId, party))}
        askDisabled={!Number.isFinite(party.passenger_count) || !Number.isFinite(party.children_count)}
        offer={
          choice.quote
            ? {
                testId: 'tour-requote',
                text: (
                  <>
                    Yeni fiyat: <strong>{money(choice.quote.quoted_total, choice.quote.currency)}</strong> (yetişkin{' '}
                    {money(choice.quote.unit_price, choice.quote.currency)}, çocuk{' '}
                    {money(choice.quote.children_price, choice.quote.currency)}) · rezervasyondaki:{' '}
                    {money(choice.quote.booked_total, choice.quote.currency)}
                  </>
                ),
                apply: choice.apply,
                onApply: (apply) => onChange({ ...choice, apply }),
                error,
              }
            : null
        }
      />
    </fieldset>
  );
}
