import { pageOf, type Page } from '@riviera/domain';
import { z } from 'zod';

export { pageOf, type Page };

export function toPage<T>(rows: T[], total: number, page: number, perPage: number): Page<T> {
  return { data: rows, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** `page` and `per_page` query parameters; the public tour grid asks for 9999 to get everything. */
export const pageQuery = (defaultPerPage: number, maxPerPage = 9999) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  });
