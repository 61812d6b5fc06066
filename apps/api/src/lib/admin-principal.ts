import type { AdminRole } from '@riviera/domain';

/** The signed-in back-office user a request acts for (set by plugins/admin-access from the session). */
export interface AdminPrincipal {
  id: number;
  username: string;
  role: AdminRole;
}
