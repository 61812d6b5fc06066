import { z } from 'zod';

/**
 * A customer's change requests from the manage page (issue 25 item 2, decision 031): what is stored
 * and shown to staff, and staff's answer. Staff's own edit is booking-edit.ts.
 */

/** A booking holds at most this many open change requests; one more is refused politely (429, no mail). */
export const OPEN_CHANGE_REQUESTS_MAX = 3;

/** What a customer asked for in a change request, as stored and shown to staff. */
export const changeRequestDto = z.object({
  id: z.number(),
  status: z.enum(['open', 'accepted', 'refused']),
  asked: z.object({
    pickup_time: z.string().optional(),
    flight_code: z.string().optional(),
    landing_time: z.string().optional(),
    hotel: z.string().optional(),
  }),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
});
export type ChangeRequestDto = z.infer<typeof changeRequestDto>;
export const changeRequestsDto = z.array(changeRequestDto);

/** Staff's answer to a change request: accept, or refuse with a reason the customer reads. */
export const changeRequestDecisionSchema = z
  .object({
    decision: z.enum(['accepted', 'refused'], { error: 'validation.required' }),
    reason: z
      .string()
      .trim()
      .max(1000, 'validation.text_too_long')
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'refused' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.refusal_reason_required' });
  });
export type ChangeRequestDecision = z.output<typeof changeRequestDecisionSchema>;
