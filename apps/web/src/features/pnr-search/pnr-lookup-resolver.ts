import { zodResolver } from '@hookform/resolvers/zod';
import { pnrLookupSchema } from '@riviera/domain';

/** The search field's check: the shared contract, loaded on the form's first check (usePnrSearch). */
export const pnrLookupResolver = zodResolver(pnrLookupSchema);
