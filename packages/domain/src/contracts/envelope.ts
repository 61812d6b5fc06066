import { z } from 'zod';

/**
 * The two answer shapes of every endpoint (ARCHITECTURE "API conventions"). Response contracts
 * are written as `successEnvelope(dataSchema)`; the API validates its answers against them and the
 * web app takes its types from them, so an answer's shape is written once. The data may be a
 * classic or a zod/mini schema (answers the public site parses in its first render are mini).
 */
export const successEnvelope = <T extends z.core.$ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/** Every failure: a message in the caller's language and, for a 422, the messages per field. */
export const errorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  // one named schema in the API document instead of a copy under every failure answer
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** An answer that carries nothing but its message (a deletion, a sign-out). */
export const emptyData = z.null();
