import { z } from 'zod/mini';
import { ADMIN_ROLES } from '../staff-roles.js';
import { pageOf } from './page.js';

/** A staff account as the back office lists it (never its password hash or sessions). */
export const staffUserDto = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(ADMIN_ROLES),
  is_active: z.boolean(),
  last_login_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type StaffUserDto = z.infer<typeof staffUserDto>;
export const staffUserListDto = z.array(staffUserDto);

/** One audit record: who did what to which record, when, and the record before and after. */
export const auditEntryDto = z.object({
  id: z.number(),
  admin_user_id: z.nullable(z.number()),
  admin_username: z.nullable(z.string()),
  action: z.string(),
  entity: z.string(),
  entity_id: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;
export const auditPageDto = pageOf(auditEntryDto);
export type AuditPageDto = z.infer<typeof auditPageDto>;

/** The values the audit log's filters offer: every entity and action that occurs in it. */
export const auditFacetsDto = z.object({ entities: z.array(z.string()), actions: z.array(z.string()) });
export type AuditFacetsDto = z.infer<typeof auditFacetsDto>;

/** An internal note as staff see it: text, author and time. Never part of a public answer. */
export const noteDto = z.object({ id: z.number(), body: z.string(), author: z.string(), created_at: z.string() });
export type NoteDto = z.infer<typeof noteDto>;
export const noteListDto = z.array(noteDto);
