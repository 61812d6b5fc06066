/**
 * Back-office roles. 'admin' (Yönetici) may do everything; 'operations' (Operasyon) runs the day:
 * dispatch, bookings, tour reservations (with their amounts, on screen and in CSV) and their notes,
 * but no price lists, catalogue, settings, users, personal-data requests or deletions (decision 033). The stored value of Yönetici stays 'admin', which every account had before roles.
 */
export const ADMIN_ROLES = ['admin', 'operations'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** What the back office calls each role. */
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = { admin: 'Yönetici', operations: 'Operasyon' };

/** The role that may always act; a route opens to others only when it says so. */
export const FULL_ACCESS_ROLE: AdminRole = 'admin';

/** Whether `role` may use something open to `allowed` (Yönetici may use everything). */
export function roleMayUse(role: AdminRole, allowed: readonly AdminRole[] | undefined): boolean {
  return role === FULL_ACCESS_ROLE || (allowed ?? []).includes(role);
}
