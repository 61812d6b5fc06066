import { pointLabel, type BookingQuery } from '@riviera/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import type { RouteDto } from '../api';
import { CustomerStep } from './customer-step';
import { DetailsStep } from './details-step';
import { PickupWhen } from './pickup-when';
import { PricePanel } from './price-panel';
import { TransferSummary } from './transfer-summary';
import type { BookingWizardState } from './use-booking-wizard';
import { VehicleStep } from './vehicle-step';

/** The trip as chosen so far, with the price once a vehicle is chosen. */
export function WizardSummary({
  wizard,
  query,
  route,
}: {
  wizard: BookingWizardState;
  query: BookingQuery;
  route: RouteDto;
}) {
  const { lang, watched, vehicle } = wizard;
  const { shown } = wizard.price;
  return (
    <TransferSummary
      pickupLocation={pointLabel({ name: route.from_location, names: route.from_names ?? {} }, lang)}
      destination={pointLabel({ name: route.to_location, names: route.to_names ?? {} }, lang)}
      pickupDate={watched.pickupDate || query.pickup_date}
      pickupTime={watched.pickupTime || query.pickup_time}
      tripType={watched.tripType ?? 'one_way'}
      returnDate={watched.returnDate || null}
      returnTime={watched.returnTime || null}
      passengers={query.passengers}
      vehicle={vehicle}
      price={shown ? <SummaryPrice text={shown.text} estimate={shown.estimate} /> : null}
    />
  );
}

/** Step 1: another pickup time when the chosen one is too soon, the vehicles, and "next". */
export function ChooseVehicleStep({
  wizard,
  query,
  route,
}: {
  wizard: BookingWizardState;
  query: BookingQuery;
  route: RouteDto;
}) {
  const { t } = useTranslation('booking');
  const { form, vehicles, vehicle } = wizard;
  return (
    <>
      {wizard.askTime ? <PickupWhen form={form} noticeHours={wizard.noticeHours} /> : null}
      <VehicleStep
        route={route}
        vehicles={vehicles.data}
        loading={vehicles.isPending || wizard.discount.isPending}
        failed={vehicles.isError}
        onRetry={() => void vehicles.refetch()}
        passengers={query.passengers}
        tripType={wizard.watched.tripType ?? 'one_way'}
        discountPercent={wizard.discountPercent}
        selectedId={vehicle?.id ?? null}
        onSelect={(id) => form.setValue('vehicle_id', id, { shouldDirty: true })}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="accent"
          className="px-8 py-3 text-base"
          disabled={!vehicle || Boolean(wizard.timeProblem)}
          onClick={() => wizard.goTo(2)}
        >
          {t('wizard.next')} →
        </Button>
      </div>
    </>
  );
}

/** Step 2: the customer's details and the price, sent as the booking. */
export function EnterDetailsStep({ wizard, query }: { wizard: BookingWizardState; query: BookingQuery }) {
  const { quote, estimateEur, extrasEur } = wizard.price;
  return (
    <DetailsStep
      form={wizard.form}
      onSubmit={wizard.onSubmit}
      problem={wizard.problem}
      onBack={() => wizard.goTo(1)}
    >
      <CustomerStep
        pickupDate={wizard.watched.pickupDate || query.pickup_date}
        noticeHours={wizard.noticeHours}
        extras={wizard.extras.data}
        ticket={wizard.ticket}
        ticketError={wizard.ticketError}
        onTicket={wizard.chooseTicket}
      />
      <PricePanel
        quote={quote.data}
        calculating={quote.isFetching}
        failed={quote.isError}
        fallbackEur={estimateEur === null ? null : estimateEur + extrasEur}
        roundTrip={wizard.watched.tripType === 'round_trip'}
      />
    </DetailsStep>
  );
}

/** The summary's total, marked when it is only an estimate (the quote failed). */
function SummaryPrice({ text, estimate }: { text: string; estimate: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <>
      {text}
      {estimate ? (
        <span className="block text-xs font-semibold text-amber-700" data-testid="summary-estimate">
          {t('price.estimateLabel')}
        </span>
      ) : null}
    </>
  );
}
