import {
  assignmentPreviewDto,
  driverListDto,
  jobAssignmentDto,
  jobDayDto,
  liveRunLinkListDto,
  operationsSettingsDto,
  runLinkDto,
  runSheetDto,
  settlementDto,
  emptyData,
  vehicleListDto,
  type BookingStatus,
} from '@riviera/domain';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';

/** The board's filters: a status, and a driver id or 'none' (unassigned). */
export interface DayFilter {
  status: BookingStatus | '';
  driver: string;
}

/** One day's jobs, filtered, with the whole day's counts. */
export function fetchDay(date: string, filter: DayFilter) {
  const q = new URLSearchParams({ date });
  if (filter.status) q.set('status', filter.status);
  if (filter.driver) q.set('driver', filter.driver);
  return adminRequest(`/admin/operations/jobs?${q.toString()}`, { schema: jobDayDto });
}

export const listDrivers = () => adminRequest('/admin/drivers', { schema: driverListDto });
export const listVehicles = () => adminRequest('/admin/vehicles', { schema: vehicleListDto });

/** Saves an assignment; the answer carries the warnings to show (the assignment is saved anyway). */
export const assignJob = (id: number, body: unknown) =>
  adminRequestEnvelope(`/admin/operations/jobs/${id}/assignment`, {
    method: 'PUT',
    body,
    schema: jobAssignmentDto,
  });

/** The flags the job would get with this driver and vehicle ('' : none), before saving. */
export const previewWarnings = (id: number, driver: string, vehicle: string) =>
  adminRequest(
    `/admin/operations/jobs/${id}/warnings?${new URLSearchParams({ driver_id: driver, vehicle_id: vehicle }).toString()}`,
    { schema: assignmentPreviewDto },
  );

export const fetchRunSheet = (driver: number, date: string) =>
  adminRequest(`/admin/operations/run-sheet?driver=${driver}&date=${date}`, { schema: runSheetDto });

export const createRunLink = (driverId: number, date: string) =>
  adminRequest('/admin/operations/run-links', {
    method: 'POST',
    body: { driver_id: driverId, date },
    schema: runLinkDto,
  });

/** A driver's share links that still open, and revoking one. */
export const listRunLinks = (driverId: number) =>
  adminRequest(`/admin/operations/run-links?driver=${driverId}`, { schema: liveRunLinkListDto });
export const revokeRunLink = (id: number) =>
  adminRequestEnvelope(`/admin/operations/run-links/${id}`, { method: 'DELETE' });

export const fetchSettings = () =>
  adminRequest('/admin/operations/settings', { schema: operationsSettingsDto });

export const DRIVERS_KEY = ['admin', 'drivers'] as const;
export const VEHICLES_KEY = ['admin', 'operations', 'vehicles'] as const;
export const DAY_KEY = ['admin', 'operations', 'day'] as const;

/** A driver's day of cash (decision 035), and staff confirming what he handed over in one currency. */
export const fetchSettlement = (driver: number, date: string) =>
  adminRequest(`/admin/operations/settlement?driver=${driver}&date=${date}`, { schema: settlementDto });
export const confirmHandover = (body: {
  driver_id: number;
  date: string;
  currency: string;
  amount: number;
}) => adminRequest('/admin/operations/settlement/handover', { method: 'PUT', body, schema: emptyData });
