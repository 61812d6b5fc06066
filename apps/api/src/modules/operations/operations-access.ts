import { OPERATIONS_TOO } from '../../plugins/admin-access.js';

/** The OpenAPI tag of every back-office operations route (board, run links, settings, drivers). */
export const operationsTags = ['admin-operations'];

// Operasyon runs the day: jobs, assignment, run sheets, share links and drivers; the settings
// write and deleting a driver stay with Yönetici (no settings, no deletes for Operasyon).
export const operationsAccess = { access: 'admin' as const, roles: OPERATIONS_TOO };
export const managerOnly = { access: 'admin' as const };
