import { staffUserDto, staffUserListDto, type AdminRole, type StaffUserDto } from '@riviera/domain';
import { adminRequest } from '../../lib/admin-api';

/** A staff account as the back office lists it: the API's contract. */
export type StaffUser = StaffUserDto;

export const USERS_KEY = ['admin', 'users'] as const;

export const listUsers = () => adminRequest('/admin/users', { schema: staffUserListDto });
export const createUser = (body: { username: string; password: string; role: AdminRole }) =>
  adminRequest('/admin/users', { method: 'POST', body, schema: staffUserDto });
export const updateUser = (id: number, body: { role?: AdminRole; is_active?: boolean }) =>
  adminRequest(`/admin/users/${id}`, { method: 'PATCH', body, schema: staffUserDto });
export const resetPassword = (id: number, password: string) => adminRequest(`/admin/users/${id}/password`, { method: 'POST', body: { password } });
export const signOutEverywhere = (id: number) => adminRequest(`/admin/users/${id}/sign-out`, { method: 'POST' });
export const changeOwnPassword = (body: { current_password: string; new_password: string }) =>
  adminRequest('/auth/password', { method: 'PUT', body });
