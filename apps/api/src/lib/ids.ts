import { MAX_RECORD_ID } from '@riviera/domain';
import { z } from 'zod';

/** A positive integer id from a path parameter; anything else is a 422, never a 500. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) });
