import { z } from 'zod/mini';

/**
 * Transfer route answers: the public search (GET /routes/search) and autocomplete
 * (GET /routes/locations), and the back office's /routes. zod/mini like every answer contract
 * (decision 013); the back office's request contract is `routeInput` in admin-content.ts.
 */
export const vehiclePriceDto = z.object({ vehicle_type: z.string(), price_euro: z.number() });
export type VehiclePriceDto = z.infer<typeof vehiclePriceDto>;

/** A point's names besides the canonical one (en, de, ru, pl); a language left out has none. */
export const pointNamesDto = z.object({
  en: z.optional(z.string()),
  de: z.optional(z.string()),
  ru: z.optional(z.string()),
  pl: z.optional(z.string()),
});

export const transferRouteDto = z.object({
  id: z.number(),
  from_location: z.string(),
  to_location: z.string(),
  is_active: z.boolean(),
  /** the one-way price in EUR per vehicle type, types in their display order */
  vehicle_prices: z.array(vehiclePriceDto),
  /**
   * Both points' names in the other languages (decision 015), so a page shows the route in the
   * visitor's language (`pointLabel`): the public search fills them in.
   */
  from_names: z.optional(pointNamesDto),
  to_names: z.optional(pointNamesDto),
});
export type TransferRouteDto = z.infer<typeof transferRouteDto>;

export const transferRouteListDto = z.array(transferRouteDto);

/** A new route and, when asked for, its reverse with the same prices. */
export const createdTransferRoutesDto = z.object({
  route: transferRouteDto,
  reverse_route: z.nullable(transferRouteDto),
});
export type CreatedTransferRoutesDto = z.infer<typeof createdTransferRoutesDto>;

/**
 * Autocomplete suggestions, already in the order to show them: `label` is the point's name in the
 * visitor's language, `value` its canonical (Turkish) name, which is what the form keeps and sends.
 */
export const locationSuggestionsDto = z.array(z.object({ value: z.string(), label: z.string() }));

/** A route as the back office sees it: with the names of both of its points in the other languages. */
export const adminTransferRouteDto = z.extend(transferRouteDto, {
  from_names: pointNamesDto,
  to_names: pointNamesDto,
  /** minutes a drive on this route takes (decision 032); null: not set */
  drive_minutes: z.nullable(z.number()),
});
export type AdminTransferRouteDto = z.infer<typeof adminTransferRouteDto>;
export const adminTransferRouteListDto = z.array(adminTransferRouteDto);
