import { z } from 'zod';

/** A positive integer id from a path parameter; anything else is a 422, never a 500. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
