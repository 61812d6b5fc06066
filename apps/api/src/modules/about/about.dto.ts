import { z } from 'zod';
import { parseStringList } from '../../db/time.js';
import type { AboutEntryRow } from '../../db/schema.js';

export const aboutDto = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().describe('sanitised HTML'),
  main_description: z.string().nullable(),
  sub_description: z.string().nullable(),
  quote: z.string().nullable(),
  features: z.array(z.string()),
  is_active: z.boolean(),
});
export type AboutDto = z.infer<typeof aboutDto>;

export const toAboutDto = (r: AboutEntryRow): AboutDto => ({
  id: r.id,
  title: r.title,
  description: r.description,
  main_description: r.main_description,
  sub_description: r.sub_description,
  quote: r.quote,
  features: parseStringList(r.features),
  is_active: r.is_active === 1,
});
