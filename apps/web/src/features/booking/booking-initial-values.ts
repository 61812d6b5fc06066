import {
  EMPTY_LUGGAGE,
  formCountryCode,
  type BookingQuery,
  type TransferBookingFormValues,
} from '@riviera/domain';
import type { RouteDto } from './api';

/** The booking form as the quick form's query opens it: the trip chosen there, everything else empty. */
export function initialValues(
  q: BookingQuery,
  route: RouteDto,
  currency: string,
  lang: string,
): TransferBookingFormValues {
  return {
    pickup_location: q.pickup_location,
    destination: q.destination,
    pickup_date: q.pickup_date,
    pickup_time: q.pickup_time,
    trip_type: q.trip_type,
    return_date: q.return_date ?? '',
    return_time: q.return_time ?? '',
    passengers: q.passengers,
    currency,
    route_id: route.id,
    vehicle_id: 0,
    selected_extra_services: [],
    customer_first_name: '',
    customer_last_name: '',
    customer_email: '',
    // +90 on the Turkish page, the language's country or none elsewhere (decision 026)
    country_code: formCountryCode(lang),
    customer_phone: '',
    identity_number: '',
    flight_code: '',
    hotel_name: '',
    departure_flight_time: '',
    arrival_flight_time: '',
    luggage: { ...EMPTY_LUGGAGE },
    special_requests: '',
    guests: [],
    notice_version: undefined,
    marketing_consent: false,
  };
}
