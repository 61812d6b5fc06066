import { z } from 'zod';
import { ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_MIN_LENGTH, ADMIN_USERNAME_MAX_LENGTH } from './admin-auth.js';
import { ADMIN_ROLES } from '../staff-roles.js';

const password = z
  .string({ error: 'validation.password_required' })
  .min(1, 'validation.password_required')
  .min(ADMIN_PASSWORD_MIN_LENGTH, 'validation.password_too_short')
  .max(ADMIN_PASSWORD_MAX_LENGTH, 'validation.text_too_long');

const role = z.enum(ADMIN_ROLES, { error: 'validation.role_invalid' });

/** A new staff account (POST /admin/users): the dialog and the endpoint validate with it. */
export const createStaffUserSchema = z.object({
  username: z
    .string({ error: 'validation.username_required' })
    .trim()
    .min(1, 'validation.username_required')
    .max(ADMIN_USERNAME_MAX_LENGTH, 'validation.text_too_long')
    .regex(/^[A-Za-z0-9._@-]+$/, 'validation.username_invalid'),
  password,
  role,
});
export type CreateStaffUser = z.infer<typeof createStaffUserSchema>;

/** Changes to an account (PATCH /admin/users/{id}): its role and whether it may sign in. */
export const updateStaffUserSchema = z
  .object({ role: role.optional(), is_active: z.boolean({ error: 'validation.boolean_invalid' }).optional() })
  .refine((v) => v.role !== undefined || v.is_active !== undefined, { message: 'validation.required' });
export type UpdateStaffUser = z.infer<typeof updateStaffUserSchema>;

/** A new password set by a Yönetici for someone else (POST /admin/users/{id}/password). */
export const resetStaffPasswordSchema = z.object({ password });
export type ResetStaffPassword = z.infer<typeof resetStaffPasswordSchema>;

/** Changing one's own password (PUT /auth/password): the current one proves it is the owner. */
export const changeOwnPasswordSchema = z.object({
  current_password: z.string({ error: 'validation.password_required' }).min(1, 'validation.password_required').max(ADMIN_PASSWORD_MAX_LENGTH),
  new_password: password,
});
export type ChangeOwnPassword = z.infer<typeof changeOwnPasswordSchema>;

/** Longest internal note; a note is a few lines for colleagues, not a document. */
export const NOTE_MAX_LENGTH = 2000;

/** A new internal note on a booking or tour reservation (POST …/notes). */
export const createNoteSchema = z.object({
  body: z
    .string({ error: 'validation.note_required' })
    .trim()
    .min(1, 'validation.note_required')
    .max(NOTE_MAX_LENGTH, 'validation.text_too_long'),
});
export type CreateNote = z.infer<typeof createNoteSchema>;
