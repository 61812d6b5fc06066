/**
 * OCTO's errors (decision 041): `{ error, errorMessage }` with OCTO's codes, and the field OCTO
 * names with each (INVALID_PRODUCT_ID carries `productId`…). Every OCTO failure answers 400 except
 * UNAUTHORIZED (401), FORBIDDEN (403) and INTERNAL_SERVER_ERROR (500), as OCTO's document says.
 */
export type OctoErrorCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'BAD_REQUEST'
  | 'UNPROCESSABLE_ENTITY'
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_BOOKING_UUID'
  | 'INTERNAL_SERVER_ERROR';

const STATUS: Partial<Record<OctoErrorCode, number>> = { UNAUTHORIZED: 401, FORBIDDEN: 403, INTERNAL_SERVER_ERROR: 500 };

export class OctoError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: OctoErrorCode,
    readonly errorMessage: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(errorMessage);
    this.statusCode = STATUS[code] ?? 400;
  }
  get body() {
    return { error: this.code, errorMessage: this.errorMessage, ...this.extra };
  }
}

/** the id a reseller sent, as text (anything that is not text or a number names nothing) */
const idText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export const invalidProduct = (productId: unknown) =>
  new OctoError('INVALID_PRODUCT_ID', 'The productId was missing or invalid', { productId: idText(productId) });
export const invalidOption = (optionId: unknown) =>
  new OctoError('INVALID_OPTION_ID', 'The optionId was missing or invalid', { optionId: idText(optionId) });
export const invalidUnit = (unitId: unknown) =>
  new OctoError('INVALID_UNIT_ID', 'The unitId was missing or invalid', { unitId: idText(unitId) });
export const invalidAvailability = (availabilityId: unknown, why = 'The availabilityId was missing or invalid') =>
  new OctoError('INVALID_AVAILABILITY_ID', why, { availabilityId: idText(availabilityId) });
export const invalidBooking = (uuid: unknown, why = 'The uuid was missing or invalid') =>
  new OctoError('INVALID_BOOKING_UUID', why, { uuid: idText(uuid) });
export const badRequest = (why: string) => new OctoError('BAD_REQUEST', why);
export const unprocessable = (why: string) => new OctoError('UNPROCESSABLE_ENTITY', why);
