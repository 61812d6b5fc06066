import {
  formatPhone,
  isTripStatus,
  type AssignmentWarningDto,
  type DriverDto,
  type JobDto,
  type TripEventDto,
} from '@riviera/domain';
import type { DriverWithVehicle } from './drivers.repository.js';
import type { JobRow } from './job-board.repository.js';

/** A job as the board and the driver's page show it: no prices, the leg's own flight time. */
export function toJobDto(
  r: JobRow,
  extras: string[],
  warnings: AssignmentWarningDto[],
  tripEvents: TripEventDto[] = [],
): JobDto {
  const isTransfer = r.booking_id !== null;
  const latest = tripEvents.at(-1);
  return {
    id: r.id,
    leg: r.leg,
    date: r.service_date,
    time: r.service_time,
    status: r.status,
    pnr: r.pnr,
    booking_id: r.booking_id,
    tour_reservation_id: r.tour_reservation_id,
    customer_name: r.customer_name,
    customer_phone: formatPhone(r.customer_phone),
    from: r.from_location,
    to: r.to_location,
    flight_code: r.flight_code,
    // the outbound meets a landing flight, the return drives to a departing one
    flight_time: r.leg === 'return' ? r.departure_time : r.leg === 'outbound' ? r.landing_time : null,
    adults: Number(r.passengers),
    children: Number(r.children),
    luggage: isTransfer
      ? {
          large: r.luggage_large ?? 0,
          medium: r.luggage_medium ?? 0,
          small: r.luggage_small ?? 0,
          hand: r.luggage_hand ?? 0,
        }
      : null,
    vehicle_type: r.vehicle_type,
    extras,
    hotel: r.hotel,
    special_requests: r.special_requests,
    driver:
      r.driver_id !== null
        ? {
            id: r.driver_id,
            name: r.driver_name ?? '',
            phone: formatPhone(r.driver_phone ?? ''),
            plate: r.driver_plate ?? '',
          }
        : null,
    vehicle:
      r.vehicle_id !== null
        ? { id: r.vehicle_id, name: r.vehicle_name ?? '', capacity: Number(r.vehicle_capacity ?? 0) }
        : null,
    note: r.note,
    drive_minutes: r.drive_minutes === null ? null : Number(r.drive_minutes),
    warnings,
    // the job's own latest status (what the board sorts and filters by), with its tap's id
    trip_status:
      isTripStatus(r.trip_status) && r.trip_status_at
        ? {
            status: r.trip_status,
            at: r.trip_status_at,
            client_id: latest?.client_id ?? '',
            cash: latest?.cash ?? null,
          }
        : null,
    trip_events: tripEvents,
  };
}

export function toDriverDto(d: DriverWithVehicle): DriverDto {
  return {
    id: d.id,
    name: d.name,
    phone: formatPhone(d.phone),
    plate: d.plate,
    default_vehicle:
      d.default_vehicle_id !== null
        ? { id: d.default_vehicle_id, name: d.vehicle_name ?? '', capacity: Number(d.vehicle_capacity ?? 0) }
        : null,
    is_active: d.is_active === 1,
  };
}
