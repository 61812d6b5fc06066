import { zodResolver } from '@hookform/resolvers/zod';
import {
  minNoticeHoursOf,
  pickupTimeProblem,
  pointLabel,
  transferBookingSchema,
  type BookingQuery,
  type TransferBookingFormValues,
  type TransferBookingInput,
} from '@riviera/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLang } from '../../../lib/booking-lookup';
import { useCurrency } from '../../../lib/currency-preference';
import { useSiteSettings } from '../../../lib/site-settings';
import { useExtraServices, useRoundTripDiscount, useVehicles, type RouteDto } from '../api';
import { loadDraft, saveDraft } from '../booking-draft';
import { BookingShell } from './booking-shell';
import { flattenFormErrors, type SubmitProblem } from '../submit-errors';
import { CustomerStep } from './customer-step';
import { DetailsStep } from './details-step';
import { PickupWhen } from './pickup-when';
import { PricePanel } from './price-panel';
import { TransferSummary } from './transfer-summary';
import { VehicleStep } from './vehicle-step';
import { initialValues } from '../booking-initial-values';
import { useBookingSubmit } from '../booking-submit';
import { useBookingPrice } from '../use-booking-price';

type Values = TransferBookingFormValues;

export function BookingWizard({
  query,
  route,
  search,
}: {
  query: BookingQuery;
  route: RouteDto;
  search: string;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { code: currency, setCode, currencies } = useCurrency();
  const draft = useMemo(() => loadDraft(search), [search]);
  const [step, setStep] = useState<1 | 2>(draft?.values.vehicle_id ? draft.step : 1);
  const [ticket, setTicket] = useState<File | null>(null);
  const [ticketError, setTicketError] = useState<string | null>(null);
  const [problem, setProblem] = useState<(SubmitProblem & { version: number }) | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const vehicles = useVehicles(query.passengers);
  const discount = useRoundTripDiscount();
  const extras = useExtraServices();

  const form = useForm<Values, unknown, TransferBookingInput>({
    resolver: zodResolver(transferBookingSchema),
    defaultValues: {
      ...initialValues(query, route, query.currency ?? currency, lang),
      ...draft?.values,
      route_id: route.id,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead, so every problem is read out together (spec §5).
    shouldFocusError: false,
  });
  const { control, setValue, getValues } = form;

  // The quick form's currency wins once, when it is an active one; later the navbar selector rules.
  const appliedQueryCurrency = useRef(false);
  useEffect(() => {
    if (appliedQueryCurrency.current || currencies.length === 0) return;
    appliedQueryCurrency.current = true;
    if (query.currency && currencies.some((c) => c.code === query.currency)) setCode(query.currency);
  }, [currencies, query.currency, setCode]);
  useEffect(() => {
    if (currencies.length > 0) setValue('currency', currency);
  }, [currency, currencies.length, setValue]);

  // Keep what was typed for this tab.
  useEffect(() => {
    saveDraft(search, { step, values: getValues() });
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(search, { step, values }) });
  }, [form, getValues, search, step]);

  const [vehicleId, tripType, selectedExtras, returnDate, returnTime, pickupDate, pickupTime] = useWatch({
    control,
    name: ['vehicle_id', 'trip_type', 'selected_extra_services', 'return_date', 'return_time', 'pickup_date', 'pickup_time'],
  });
  // The operator's minimum notice, checked where the time is chosen (issue 32): a pickup too soon
  // (from the quick form's link, or a page left open) asks for another time on step 1, and step 2
  // lets the time be changed; the server's rule is the same one.
  const noticeHours = minNoticeHoursOf(useSiteSettings().data);
  const onValid = useBookingSubmit({ form, search, ticket, noticeHours, setTicketError, setProblem });
  const timeProblem = pickupTimeProblem(pickupDate ?? '', pickupTime ?? '', new Date(), noticeHours);
  const [askTime, setAskTime] = useState(false);
  // Decided after hydration, not during render: the server's clock and the browser's differ, and
  // the page must hydrate as the server drew it.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (timeProblem) setAskTime(true);
  }, [timeProblem]);
  const vehicle = vehicles.data?.find((v) => v.id === vehicleId) ?? null;
  // A remembered vehicle that is no longer offered is forgotten, once the server's list has come.
  useEffect(() => {
    if (vehicles.data && vehicleId && !vehicle) {
      setValue('vehicle_id', 0);
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStep(1);
    }
  }, [vehicles.data, vehicleId, vehicle, setValue]);

  const discountPercent = discount.data ?? 0;
  const { estimateEur, extrasEur, quote, shown } = useBookingPrice({
    query,
    route,
    vehicle,
    tripType: tripType ?? 'one_way',
    selectedExtras: selectedExtras ?? [],
    extras: extras.data,
    discountPercent,
    step,
  });

  const goTo = (next: 1 | 2) => {
    setStep(next);
    setProblem(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onInvalid = (errors: FieldErrors<Values>) =>
    setProblem((p) => ({
      withHeading: true,
      messages: flattenFormErrors(errors, lang),
      version: (p?.version ?? 0) + 1,
    }));

  return (
    <BookingShell step={step}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
        <aside className="lg:sticky lg:top-20 lg:order-2">
          <TransferSummary
            pickupLocation={pointLabel({ name: route.from_location, names: route.from_names ?? {} }, lang)}
            destination={pointLabel({ name: route.to_location, names: route.to_names ?? {} }, lang)}
            pickupDate={pickupDate || query.pickup_date}
            pickupTime={pickupTime || query.pickup_time}
            tripType={tripType ?? 'one_way'}
            returnDate={returnDate || null}
            returnTime={returnTime || null}
            passengers={query.passengers}
            vehicle={vehicle}
            price={shown ? <SummaryPrice text={shown.text} estimate={shown.estimate} /> : null}
          />
        </aside>

        <div className="min-w-0 lg:order-1">
          <div className="mb-5 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200 sm:px-6">
            <p className="text-xs font-semibold uppercase tracking-wider text-teal-700">
              {t('wizard.stepOf', { current: step, total: 2 })}
            </p>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
              {step === 1 ? t('vehicles.title') : t('form.title')}
            </h2>
          </div>

          {step === 1 ? (
            <>
              {askTime ? <PickupWhen form={form} noticeHours={noticeHours} /> : null}
              <VehicleStep
                route={route}
                vehicles={vehicles.data}
                loading={vehicles.isPending || discount.isPending}
                failed={vehicles.isError}
                onRetry={() => void vehicles.refetch()}
                passengers={query.passengers}
                tripType={tripType ?? 'one_way'}
                discountPercent={discountPercent}
                selectedId={vehicle?.id ?? null}
                onSelect={(id) => setValue('vehicle_id', id, { shouldDirty: true })}
              />
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button
                  variant="accent"
                  className="px-8 py-3 text-base"
                  disabled={!vehicle || Boolean(timeProblem)}
                  onClick={() => goTo(2)}
                >
                  {t('wizard.next')} →
                </Button>
              </div>
            </>
          ) : (
            <DetailsStep
              form={form}
              onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}
              problem={problem}
              onBack={() => goTo(1)}
            >
              <CustomerStep
                pickupDate={pickupDate || query.pickup_date}
                noticeHours={noticeHours}
                extras={extras.data}
                ticket={ticket}
                ticketError={ticketError}
                onTicket={(file, err) => {
                  setTicket(file);
                  setTicketError(err);
                }}
              />
              <PricePanel
                quote={quote.data}
                calculating={quote.isFetching}
                failed={quote.isError}
                fallbackEur={estimateEur === null ? null : estimateEur + extrasEur}
                roundTrip={tripType === 'round_trip'}
              />
            </DetailsStep>
          )}
        </div>
      </div>
    </BookingShell>
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
