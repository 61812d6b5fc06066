import { z } from 'zod';

/** Laravel-style page envelope the specification's clients read (`data.data`, `current_page`, `last_page`). */
export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
  });

export function toPage<T>(rows: T[], total: number, page: number, perPage: number): Page<T> {
  return { data: rows, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** `page` and `per_page` query parameters; the public tour grid asks for 9999 to get everything. */
export const pageQuery = (defaultPerPage: number, maxPerPage = 9999) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  });
