import { z } from 'zod/mini';
import { ADMIN_ROLES } from '../staff-roles.js';

/**
 * Answers of the back-office sign-in (POST /auth/login, GET /auth/me, GET /auth/config). Answer
 * contracts are zod/mini and live apart from the classic-zod request contracts (`loginRequestSchema`
 * in admin-auth.ts), so a screen that parses answers does not pull classic zod (decision 013).
 */
export const adminUserDto = z.object({ id: z.number(), username: z.string(), role: z.enum(ADMIN_ROLES) });
export type AdminUserDto = z.infer<typeof adminUserDto>;

/** GET /auth/session: the signed-in admin, or null for a signed-out visitor (an answer, not a 401). */
export const adminSessionDto = z.nullable(adminUserDto);

/** The signed-in admin; the session itself travels only in its HttpOnly cookie. */
export const loginAnswerDto = z.object({ user: adminUserDto });
export type LoginAnswerDto = z.infer<typeof loginAnswerDto>;

/** What the login page may know: whether this is a demo, and only then the demo account. */
export const authConfigDto = z.object({
  demo_mode: z.boolean(),
  demo_credentials: z.nullable(z.object({ username: z.string(), password: z.string() })),
});
export type AuthConfigDto = z.infer<typeof authConfigDto>;
