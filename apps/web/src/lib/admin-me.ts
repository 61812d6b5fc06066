import { roleMayUse, type AdminUserDto } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';

/** The query key the admin app keeps the signed-in user under (features/admin/admin-session asks the server). */
export const ADMIN_ME_QUERY_KEY = ['admin', 'me'] as const;

/**
 * The signed-in staff member as the back-office guard already loaded it, for screens that adapt
 * to the role; it never fetches itself (the guard does), so it is null only outside the guard.
 */
export function useSignedInAdmin(): AdminUserDto | null {
  const { data } = useQuery<AdminUserDto | null>({ queryKey: ADMIN_ME_QUERY_KEY, enabled: false });
  return data ?? null;
}

/** Whether the signed-in user is a Yönetici: settings and deletes are theirs (the server says 403 otherwise). */
export function useIsManager(): boolean {
  const admin = useSignedInAdmin();
  return admin !== null && roleMayUse(admin.role, []);
}

/** Whether the signed-in user may delete bookings, reservations and drivers (Yönetici only). */
export const useMayDelete = useIsManager;
