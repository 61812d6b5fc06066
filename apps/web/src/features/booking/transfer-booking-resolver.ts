import { zodResolver } from '@hookform/resolvers/zod';
import { transferBookingSchema } from '@riviera/domain';

/** The booking form's checks, the same contract the API uses; loaded on the form's first check. */
export const transferBookingResolver = zodResolver(transferBookingSchema);
