import { z } from 'zod';
import { PNR_PATTERN } from '../pnr.js';

/**
 * POST /api/bookings/search-by-pnr and the PNR look-up page (spec §5): trimmed and upper-cased
 * like the input field, empty → 'Lütfen PNR kodunuzu girin', otherwise 4-10 capitals or digits.
 */
export const pnrLookupSchema = z.object({
  pnr_code: z
    .string({ error: 'validation.pnr_required' })
    .trim()
    .toUpperCase()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: 'validation.pnr_required' });
      else if (!PNR_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: 'validation.pnr_invalid' });
    }),
});
export type PnrLookupInput = z.output<typeof pnrLookupSchema>;
