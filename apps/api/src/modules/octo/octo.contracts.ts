import { z } from 'zod';

/**
 * What resellers send over OCTO (decision 041), as OCTO's OpenAPI document describes the bodies;
 * anything that does not parse is OCTO's BAD_REQUEST. Unknown fields are ignored, as OCTO asks of
 * a supplier (resellers send capability fields we do not offer).
 */
const text = (max: number) => z.string().trim().max(max);

const contact = z
  .object({
    fullName: text(200).nullish(),
    firstName: text(100).nullish(),
    lastName: text(100).nullish(),
    emailAddress: z.email().max(254).nullish(),
    phoneNumber: text(40).nullish(),
    locales: z.array(text(35)).max(10).nullish(),
    postalCode: text(20).nullish(),
    country: text(60).nullish(),
    notes: text(2000).nullish(),
  })
  // nulls are as good as absent: a stored contact keeps what a later null would erase
  .transform((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof typeof c]?: NonNullable<(typeof c)[K]> });

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const availabilityBody = z.object({
  productId: z.string().max(100),
  optionId: z.string().max(100),
  localDateStart: ymd.optional(),
  localDateEnd: ymd.optional(),
  availabilityIds: z.array(z.string().max(40)).max(100).optional(),
  units: z.array(z.object({ id: z.string().max(40), quantity: z.number().int().min(0).max(99) })).max(20).optional(),
  currency: z.string().max(3).nullish(),
});

export const reserveBody = z.object({
  uuid: z.uuid().optional(),
  productId: z.string().max(100),
  optionId: z.string().max(100),
  availabilityId: z.string().max(40),
  expirationMinutes: z.number().int().min(1).max(24 * 60).optional(),
  notes: text(2000).nullish().transform((v) => v ?? undefined),
  resellerReference: text(100).nullish().transform((v) => v ?? undefined),
  contact: contact.optional(),
  unitItems: z
    .array(z.object({ uuid: z.uuid().optional(), unitId: z.string().max(40), resellerReference: text(100).nullish().transform((v) => v ?? undefined) }))
    .min(1)
    .max(40),
});
export type ReserveBody = z.infer<typeof reserveBody>;

export const confirmBody = z.object({
  resellerReference: text(100).nullish().transform((v) => v ?? undefined),
  contact: contact.default({}),
  notes: text(2000).nullish().transform((v) => v ?? undefined),
  emailReceipt: z.boolean().optional(),
});
export type ConfirmBody = z.infer<typeof confirmBody>;

export const cancelBody = z.object({ reason: text(500).nullish().transform((v) => v ?? undefined), force: z.boolean().optional() });

export const bookingsQuery = z.object({
  resellerReference: text(100).optional(),
  supplierReference: text(40).optional(),
  localDate: ymd.optional(),
  localDateStart: ymd.optional(),
  localDateEnd: ymd.optional(),
  productId: z.string().max(100).optional(),
  optionId: z.string().max(100).optional(),
});
