import {
  adminDepartureCalendarDto,
  departureCancelledDto,
  departureManifestDto,
  scheduleAnswerDto,
  tourPageDto,
  type DepartureChangeInput,
  type DepartureScheduleInput,
  pickupZoneListDto,
  tourPickupListDto,
  type TourPickupsInput,
} from '@riviera/domain';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';

export const DEPARTURES_KEY = ['admin', 'departures'] as const;

/** Every tour, for the screen's tour picker (a small operator has tens, not thousands). */
export const listTourChoices = () =>
  adminRequest('/admin/tours', { query: { page: 1, per_page: 100 }, schema: tourPageDto });

/** A tour's schedule and its departures for five weeks from `from`. */
export const loadDepartureCalendar = (tourId: number, from: string) =>
  adminRequest(`/admin/tours/${tourId}/departures`, {
    query: { from, days: 35 },
    schema: adminDepartureCalendarDto,
  });

export const saveSchedule = (tourId: number, schedule: DepartureScheduleInput | null) =>
  adminRequestEnvelope(`/admin/tours/${tourId}/schedule`, {
    method: 'PUT',
    body: { schedule },
    schema: scheduleAnswerDto,
  });

export const changeDeparture = (tourId: number, change: DepartureChangeInput) =>
  adminRequestEnvelope(`/admin/tours/${tourId}/departures`, { method: 'PUT', body: change });

export const cancelDeparture = (tourId: number, body: { date: string; time: string; message: string }) =>
  adminRequestEnvelope(`/admin/tours/${tourId}/departures/cancel`, {
    method: 'POST',
    body,
    schema: departureCancelledDto,
  });

/** A departure's manifest: its guests and their counts. */
export const loadManifest = (tourId: number, date: string, time: string) =>
  adminRequest(`/admin/tours/${tourId}/departures/manifest`, {
    query: { date, time },
    schema: departureManifestDto,
  });

/** The manifest's CSV download (the session cookie goes with a plain link). */
export const manifestCsvHref = (tourId: number, date: string, time: string) =>
  `/api/admin/tours/${tourId}/departures/manifest.csv?date=${date}&time=${encodeURIComponent(time)}`;

/**
 * The pickup zones and a tour's pickups (decision 038), for the tour's 'Otelden Alış' form. The
 * zones' own screen (admin-pickups) keeps the same query key, so a save here refreshes it there.
 */
export const PICKUP_ZONES_KEY = ['admin', 'pickup-zones'] as const;
export const listPickupZones = () => adminRequest('/admin/pickup-zones', { schema: pickupZoneListDto });
export const loadTourPickups = (tourId: number) =>
  adminRequest(`/admin/tours/${tourId}/pickups`, { schema: tourPickupListDto });
export const saveTourPickups = (tourId: number, input: TourPickupsInput) =>
  adminRequestEnvelope(`/admin/tours/${tourId}/pickups`, { method: 'PUT', body: input, schema: tourPickupListDto });
