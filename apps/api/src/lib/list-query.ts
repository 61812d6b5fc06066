import { BOOKING_STATUSES, isValidYmd } from '@riviera/domain';
import { z } from 'zod';
import { AppError } from './app-error.js';

/** Empty query values (a cleared filter sends `status=`) mean "no filter". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional 'YYYY-MM-DD' query value. */
export const optionalDateQuery = z.preprocess(blankToUndefined, z.string().refine(isValidYmd, 'validation.date_invalid').optional());

/** An optional status filter; 'all' and '' mean every status. */
export const statusFilterQuery = z.preprocess(
  (v) => (v === 'all' ? undefined : blankToUndefined(v)),
  z.enum(BOOKING_STATUSES, { error: 'validation.status_invalid' }).optional(),
);

export const searchQuery = z.preprocess(blankToUndefined, z.string().max(200).optional());

/** The channel a tour reservation was sold through: a reseller's name or WEBSITE_CHANNEL (decision 041). */
export const channelQuery = z.preprocess(blankToUndefined, z.string().max(100).optional());

/** A date range whose end is before its start is refused (422 on the end field). */
export function assertDateRange(from: string | undefined, to: string | undefined, toField: string): void {
  if (from && to && to < from) throw new AppError(422, 'error.validation', { [toField]: ['validation.date_range_invalid'] });
}
