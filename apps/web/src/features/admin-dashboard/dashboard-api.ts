import { activityListDto, dashboardStatsDto, type ActivityDto, type DashboardStatsDto } from '@riviera/domain';
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
