import {
  QUICK_FORM_PASSENGERS_MAX,
  QUICK_FORM_PASSENGERS_MIN,
  normalizeLocationKey,
  pickupTimeProblem,
  type PointNames,
  type TripType,
} from '@riviera/domain';

export interface QuickFormValues {
  tripType: TripType;
  from: string;
  to: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  /** 1-9, where 9 means "9 or more" */
  passengers: number;
  currency: string;
}

/** Keys under `quickForm.errors` in the landing namespace. */
export type QuickFormFieldError =
  | 'pickupDateRequired'
  | 'pickupDatePast'
  | 'pickupTimeRequired'
  | 'pickupTimePast'
  | 'pickupTooSoon'
  | 'returnDateRequired'
  | 'returnTimeRequired'
  | 'returnBeforePickup';

export type QuickFormField = 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime';

export interface QuickFormCheck {
  /** the spec's alert when either end is blank (§5) */
  locationsMissing: boolean;
  fields: Partial<Record<QuickFormField, QuickFormFieldError>>;
}

/** Passenger choices of the quick form: 1-9, the last one shown as '9+'. */
export const PASSENGER_CHOICES = Array.from(
  { length: QUICK_FORM_PASSENGERS_MAX - QUICK_FORM_PASSENGERS_MIN + 1 },
  (_, i) => QUICK_FORM_PASSENGERS_MIN + i,
);

/** The quick form's message for a pickup time the server would refuse (the domain's one rule). */
export function pickupTimeError(date: string, time: string, now: Date, noticeHours: number): QuickFormFieldError | undefined {
  const problem = pickupTimeProblem(date, time, now, noticeHours);
  return problem === 'validation.pickup_time_past' ? 'pickupTimePast' : problem ? 'pickupTooSoon' : undefined;
}

/**
 * The checks of public-site §5 that need no server: both ends filled; a pickup date from today
 * (Istanbul) on, with a time neither past nor closer than the operator's minimum notice
 * (`noticeHours`, given `now`: the server's rule, issue 32); for a round trip a return date not
 * before the pickup and a time. Dates are 'YYYY-MM-DD' strings, so comparing them as text compares the days.
 */
export function checkQuickForm(v: QuickFormValues, todayYmd: string, now?: Date, noticeHours = 0): QuickFormCheck {
  const fields: QuickFormCheck['fields'] = {};
  if (!v.pickupDate) fields.pickupDate = 'pickupDateRequired';
  else if (v.pickupDate < todayYmd) fields.pickupDate = 'pickupDatePast';
  if (!v.pickupTime) fields.pickupTime = 'pickupTimeRequired';
  else if (now && !fields.pickupDate) {
    const problem = pickupTimeError(v.pickupDate, v.pickupTime, now, noticeHours);
    if (problem) fields.pickupTime = problem;
  }
  if (v.tripType === 'round_trip') {
    if (!v.returnDate) fields.returnDate = 'returnDateRequired';
    else if (v.returnDate < (v.pickupDate || todayYmd)) fields.returnDate = 'returnBeforePickup';
    if (!v.returnTime) fields.returnTime = 'returnTimeRequired';
  }
  return { locationsMissing: !v.from.trim() || !v.to.trim(), fields };
}

export const isQuickFormValid = (c: QuickFormCheck) =>
  !c.locationsMissing && Object.keys(c.fields).length === 0;

export interface RouteEnds {
  from_location: string;
  to_location: string;
  /** each end's names in the other languages (decision 015), when the answer carries them */
  from_names?: PointNames | undefined;
  to_names?: PointNames | undefined;
}

/** Whether `key` (normalized) is the place's canonical name or one of its names in another language. */
const namedBy = (canonical: string, names: PointNames | undefined, key: string) =>
  normalizeLocationKey(canonical) === key ||
  Object.values(names ?? {}).some((n) => typeof n === 'string' && normalizeLocationKey(n) === key);

/**
 * The stored route the visitor means: both ends equal what was typed, by the canonical name or by
 * one of the point's names in another language, ignoring case and extra spaces (the server's
 * rule, decision 024). Partial matches do not count: 'Antalya' is not 'Antalya Havalimanı'.
 */
export function findRoute<R extends RouteEnds>(
  routes: readonly R[],
  from: string,
  to: string,
): R | undefined {
  const fromKey = normalizeLocationKey(from);
  const toKey = normalizeLocationKey(to);
  return routes.find((r) => namedBy(r.from_location, r.from_names, fromKey) && namedBy(r.to_location, r.to_names, toKey));
}

/**
 * The booking page address with the query parameters of public-site §2. The route's own
 * spelling of both ends is used, so the booking page finds it again; a one-way trip sends
 * empty return fields.
 */
export function bookingUrl(v: QuickFormValues, route: RouteEnds): string {
  const roundTrip = v.tripType === 'round_trip';
  const params = new URLSearchParams({
    pickup_location: route.from_location,
    destination: route.to_location,
    pickup_date: v.pickupDate,
    pickup_time: v.pickupTime,
    return_date: roundTrip ? v.returnDate : '',
    return_time: roundTrip ? v.returnTime : '',
    passengers: String(v.passengers),
    currency: v.currency,
    trip_type: v.tripType,
  });
  return `/booking?${params.toString()}`;
}
