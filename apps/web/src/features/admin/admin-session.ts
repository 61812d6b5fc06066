import { adminSessionDto, authConfigDto, type AdminUserDto } from '@riviera/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_ME_QUERY_KEY } from '../../lib/admin-me';
import { ApiError, request } from '../../lib/api-client';

/** The signed-in admin: the API's contract. */
export type AdminUser = AdminUserDto;

export const ADMIN_ME_KEY = ADMIN_ME_QUERY_KEY;

/**
 * Who is signed in, asked of the server (GET /api/auth/session), never read from browser storage:
 * `data` is the admin, or null when there is no valid session. The probe answers a signed-out
 * visitor with null rather than a 401, so the sign-in page loads without a console error.
 */
export function useAdminSession() {
  return useQuery({
    queryKey: ADMIN_ME_KEY,
    queryFn: async (): Promise<AdminUser | null> => {
      try {
        return await request('/auth/session', { headers: { 'Accept-Language': 'tr' }, schema: adminSessionDto });
      } catch (err) {
        // an older server without the probe, or a session ended between two calls
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: 60_000,
    retry: (count, err) => !(err instanceof ApiError && err.status > 0) && count < 2,
  });
}

/** Whether this site runs in demo mode, and only then the demo account to show on the login page. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['admin', 'auth-config'],
    queryFn: () => request('/auth/config', { schema: authConfigDto }),
    staleTime: Infinity,
  });
}

/** Login targets are back-office paths only, so `next` cannot send anyone to another site. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/admin/') || next.startsWith('//') || next.startsWith('/admin/login')) return '/admin/dashboard';
  return next;
}

/** Signs out on the server, forgets every back-office answer, and goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await request('/auth/logout', { method: 'POST' });
    } finally {
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(ADMIN_ME_KEY, null);
      await navigate('/admin/login?reason=logged-out', { replace: true });
    }
  }, [navigate, queryClient]);
}
