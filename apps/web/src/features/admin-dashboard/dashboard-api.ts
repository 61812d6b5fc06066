import {
  activityListDto,
  dashboardOperationsDto,
  dashboardStatsDto,
  type ActivityDto,
  type DashboardStatsDto,
} from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';

/** The dashboard's figures and activity lines: the API's contracts. */
export type DashboardStats = DashboardStatsDto;
export type Activity = ActivityDto;

export const useDashboardStats = () =>
  useQuery({
    queryKey: ['admin', 'dashboard', 'stats'],
    queryFn: () => adminRequest('/dashboard/stats', { schema: dashboardStatsDto }),
    staleTime: 0,
  });

export const useDashboardActivities = () =>
  useQuery({
    queryKey: ['admin', 'dashboard', 'activities'],
    queryFn: () => adminRequest('/dashboard/activities', { query: { limit: 10 }, schema: activityListDto }),
    staleTime: 0,
  });

/** Mail waiting or failed, the last rates refresh and retention run (decision 030). */
export const useDashboardOperations = () =>
  useQuery({
    queryKey: ['admin', 'dashboard', 'operations'],
    queryFn: () => adminRequest('/dashboard/operations', { schema: dashboardOperationsDto }),
    staleTime: 0,
    // A mail queue that grows is news: look again every minute while the dashboard is open.
    refetchInterval: 60_000,
  });
