import { z } from 'zod/mini';

/**
 * Laravel-style page the specification's clients read (`data.data`, `current_page`, `last_page`).
 * zod/mini, so that the public site can parse a page of answers in its first render (the tour
 * grid) without classic zod (decision 013).
 */
export const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
  });

/** A page of `T`: what `pageOf(itemContract)` describes, for code that builds one generically. */
export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
