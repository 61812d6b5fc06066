import { z } from 'zod/mini';

/** Answers about resellers' OCTO API keys (decision 041), zod/mini like every answer contract. */
export const resellerKeyDto = z.object({
  id: z.number(),
  /** the reseller's name, also the channel its bookings are recorded under */
  name: z.string(),
  created_at: z.string(),
  /** the staff member who made it (null once that account is gone) */
  created_by: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
  last_used_at: z.nullable(z.string()),
});
export type ResellerKeyDto = z.infer<typeof resellerKeyDto>;
export const resellerKeyListDto = z.array(resellerKeyDto);

/** The answer to making a key: the key, and its token, shown this once. */
export const createdResellerKeyDto = z.object({ key: resellerKeyDto, token: z.string() });
export type CreatedResellerKeyDto = z.infer<typeof createdResellerKeyDto>;
