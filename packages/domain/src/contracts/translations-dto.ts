import { z } from 'zod/mini';

/**
 * A record's translations as the back office reads them (decision 014): by language (en, de, ru,
 * pl), each translated field's text or list. Public answers never carry it: they carry the texts
 * already resolved for the asked language. zod/mini, like every answer contract.
 */
export const translationsDto = z.record(z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())])));
