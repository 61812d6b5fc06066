import { successEnvelope } from '@riviera/domain';

/** The success envelope every endpoint answers with. */
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** zod schema of the success envelope (the shared contract in packages/domain). */
export const envelope = successEnvelope;
