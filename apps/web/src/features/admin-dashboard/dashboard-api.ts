import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';

export interface DashboardStats {
  total_tours: number;
  active_bookings: number;
  monthly_revenue: number;
  total_customers: number;
  revenue_currency: 'TRY';
  /** 'YYYY-MM' (Istanbul) */
  month: string;
}

export interface Activity {
  type: 'booking' | 'tour' | 'cancel' | 'other';
  action: string;
  detail: string;
  time: string;
}

export const useDashboardStats = () =>
  useQuery({ queryKey: ['admin', 'dashboard', 'stats'], queryFn: () => adminRequest<DashboardStats>('/dashboard/stats'), staleTime: 0 });

export const useDashboardActivities = () =>
  useQuery({
    queryKey: ['admin', 'dashboard', 'activities'],
    queryFn: () => adminRequest<Activity[]>('/dashboard/activities', { query: { limit: 10 } }),
    staleTime: 0,
  });
