import { z } from 'zod';

/** The success envelope every endpoint answers with. */
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** zod schema of the success envelope, for response documentation. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
