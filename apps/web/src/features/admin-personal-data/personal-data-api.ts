import { anonymiseResultDto, personalDataSummaryDto, retentionStatusDto } from '@riviera/domain';
import { adminRequest, adminRequestEnvelope } from '../../lib/admin-api';

export const RETENTION_KEY = ['admin', 'retention'] as const;
export const personalDataKey = (email: string) => ['admin', 'personal-data', email] as const;

/** Everything held for an e-mail address, with counts (decision 023). */
export const findPersonalData = (email: string) =>
  adminRequest(`/admin/personal-data?email=${encodeURIComponent(email)}`, { schema: personalDataSummaryDto });

/** The download address of a person's export. */
export const personalDataExportUrl = (email: string, format: 'json' | 'csv') =>
  `/api/admin/personal-data/export.${format}?email=${encodeURIComponent(email)}`;

/** Erases the person's data now, cancelling their trips still to come when asked; the envelope's message is the server's sentence. */
export const anonymisePersonalData = (email: string, cancelUpcoming: boolean) =>
  adminRequestEnvelope('/admin/personal-data/anonymise', { method: 'POST', body: { email, cancel_upcoming: cancelUpcoming }, schema: anonymiseResultDto });

export const retentionStatus = () => adminRequest('/admin/retention', { schema: retentionStatusDto });

/** Applies retention now; the envelope's message says whether anything changed. */
export const runRetention = () => adminRequestEnvelope('/admin/retention/run', { method: 'POST', schema: anonymiseResultDto });
