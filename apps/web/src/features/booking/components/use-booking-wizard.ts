import {
  minNoticeHoursOf,
  pickupTimeProblem,
  type BookingQuery,
  type TransferBookingFormValues,
  type TransferBookingInput,
} from '@riviera/domain';
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useLang } from '../../../lib/booking-lookup';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useCurrency } from '../../../lib/currency-preference';
import { useSiteSettings } from '../../../lib/site-settings';
import { useExtraServices, useRoundTripDiscount, useVehicles, type RouteDto } from '../api';
import { loadDraft, saveDraft, type BookingDraft } from '../booking-draft';
import { flattenFormErrors, type SubmitProblem } from '../submit-errors';
import { initialValues } from '../booking-initial-values';
import { useBookingSubmit } from '../booking-submit';
import { useBookingPrice } from '../use-booking-price';

type Values = TransferBookingFormValues;
type BookingForm = UseFormReturn<Values, unknown, TransferBookingInput>;

/** The contract's checks, loaded on the form's first check rather than with the page (issue 31 §4). */
const checks = lazyResolver<Values, unknown, TransferBookingInput>(() =>
  import('../transfer-booking-resolver').then((m) => m.transferBookingResolver),
);

/** The booking form: the query's values, then what this tab had typed, on the route of the page. */
function useTransferBookingForm(
  query: BookingQuery,
  route: RouteDto,
  currency: string,
  lang: string,
  draft: BookingDraft | null,
) {
  return useForm<Values, unknown, TransferBookingInput>({
    resolver: checks,
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
}

/** The quick form's currency wins once, when it is an active one; later the navbar selector rules. */
function useQueryCurrency(
  query: BookingQuery,
  form: BookingForm,
  preference: ReturnType<typeof useCurrency>,
) {
  const { code: currency, setCode, currencies } = preference;
  const { setValue } = form;
  const appliedQueryCurrency = useRef(false);
  useEffect(() => {
    if (appliedQueryCurrency.current || currencies.length === 0) return;
    appliedQueryCurrency.current = true;
    if (query.currency && currencies.some((c) => c.code === query.currency)) setCode(query.currency);
  }, [currencies, query.currency, setCode]);
  useEffect(() => {
    if (currencies.length > 0) setValue('currency', currency);
  }, [currency, currencies.length, setValue]);
}

/** Keep what was typed for this tab. */
function useDraftSaving(form: BookingForm, search: string, step: 1 | 2) {
  const { getValues } = form;
  useEffect(() => {
    saveDraft(search, { step, values: getValues() });
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(search, { step, values }),
    });
  }, [form, getValues, search, step]);
}

/**
 * Whether to ask for another pickup time. Decided after hydration, not during render: the server's
 * clock and the browser's differ, and the page must hydrate as the server drew it.
 */
function useAskTime(timeProblem: unknown) {
  const [askTime, setAskTime] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (timeProblem) setAskTime(true);
  }, [timeProblem]);
  return askTime;
}

/** The watched fields the summary, the vehicle step and the price follow. */
function useWatchedTrip(form: BookingForm) {
  const [vehicleId, tripType, selectedExtras, returnDate, returnTime, pickupDate, pickupTime] = useWatch({
    control: form.control,
    name: [
      'vehicle_id',
      'trip_type',
      'selected_extra_services',
      'return_date',
      'return_time',
      'pickup_date',
      'pickup_time',
    ],
  });
  return { vehicleId, tripType, selectedExtras, returnDate, returnTime, pickupDate, pickupTime };
}
/** The flight ticket chosen on step 2, and why it was refused if it was. */
function useTicket() {
  const [ticket, setTicket] = useState<File | null>(null);
  const [ticketError, setTicketError] = useState<string | null>(null);
  const chooseTicket = (file: File | null, err: string | null) => {
    setTicket(file);
    setTicketError(err);
  };
  return { ticket, ticketError, setTicketError, chooseTicket };
}

/** A remembered vehicle that is no longer offered is forgotten, once the server's list has come. */
function useForgetMissingVehicle({
  offered,
  vehicleId,
  vehicle,
  setValue,
  setStep,
}: {
  offered: unknown;
  vehicleId: number | undefined;
  vehicle: unknown;
  setValue: BookingForm['setValue'];
  setStep: (step: 1 | 2) => void;
}) {
  useEffect(() => {
    if (offered && vehicleId && !vehicle) {
      setValue('vehicle_id', 0);
      setStep(1);
    }
  }, [offered, vehicleId, vehicle, setValue, setStep]);
}

/** The wizard's steps, ticket, submit problem, vehicle choice and price, on one booking form. */
export function useBookingWizard({
  query,
  route,
  search,
  headingRef,
}: {
  query: BookingQuery;
  route: RouteDto;
  search: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const lang = useLang();
  const currencyPreference = useCurrency();
  const draft = useMemo(() => loadDraft(search), [search]);
  const [step, setStep] = useState<1 | 2>(draft?.values.vehicle_id ? draft.step : 1);
  const { ticket, ticketError, setTicketError, chooseTicket } = useTicket();
  const [problem, setProblem] = useState<(SubmitProblem & { version: number }) | null>(null);

  const vehicles = useVehicles(query.passengers);
  const discount = useRoundTripDiscount();
  const extras = useExtraServices();

  const form = useTransferBookingForm(query, route, currencyPreference.code, lang, draft);
  useQueryCurrency(query, form, currencyPreference);
  useDraftSaving(form, search, step);

  const watched = useWatchedTrip(form);
  const { vehicleId, tripType, selectedExtras, pickupDate, pickupTime } = watched;
  // The operator's minimum notice, checked where the time is chosen (issue 32): a pickup too soon
  // (from the quick form's link, or a page left open) asks for another time on step 1, and step 2
  // lets the time be changed; the server's rule is the same one.
  const noticeHours = minNoticeHoursOf(useSiteSettings().data);
  const onValid = useBookingSubmit({ form, search, ticket, noticeHours, setTicketError, setProblem });
  const timeProblem = pickupTimeProblem(pickupDate ?? '', pickupTime ?? '', new Date(), noticeHours);
  const askTime = useAskTime(timeProblem);
  const vehicle = vehicles.data?.find((v) => v.id === vehicleId) ?? null;
  useForgetMissingVehicle({ offered: vehicles.data, vehicleId, vehicle, setValue: form.setValue, setStep });

  const discountPercent = discount.data ?? 0;
  const price = useBookingPrice({
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
  const onSubmit = (e: FormEvent<HTMLFormElement>) => void form.handleSubmit(onValid, onInvalid)(e);

  return {
    lang,
    step,
    goTo,
    form,
    watched,
    vehicles,
    discount,
    extras,
    vehicle,
    discountPercent,
    price,
    noticeHours,
    timeProblem,
    askTime,
    ticket,
    ticketError,
    chooseTicket,
    problem,
    onSubmit,
  };
}

export type BookingWizardState = ReturnType<typeof useBookingWizard>;
