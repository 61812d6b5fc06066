import { manageViewDto, type ChangeRequestInput, type ManageViewDto } from '@riviera/domain';
import { currentTranslator } from '../../i18n/use-translation';
import { ApiError, request, requestEnvelope } from '../../lib/api-client';

/** The PNR and e-mail that open a booking; every call of the manage view carries both. */
export interface ManageKey {
  pnr_code: string;
  email: string;
}

/** POST /bookings/manage: the booking, or a 404 for an unknown PNR or a wrong e-mail alike. */
export const openManagedBooking = (key: ManageKey) =>
  request<ManageViewDto>('/bookings/manage', { method: 'POST', body: key, schema: manageViewDto });

/** POST /bookings/manage/cancel: the booking after cancelling, with the server's message. */
export const cancelManagedBooking = (key: ManageKey) =>
  requestEnvelope<ManageViewDto>('/bookings/manage/cancel', {
    method: 'POST',
    body: key,
    schema: manageViewDto,
  });

/** POST /bookings/manage/change-request: passes the request to staff. */
export const requestChange = (input: Omit<ChangeRequestInput, 'pnr_code' | 'email'> & ManageKey) =>
  requestEnvelope<null>('/bookings/manage/change-request', { method: 'POST', body: input });

/** Downloads the voucher PDF (a POST, so the e-mail never appears in a URL) and saves it. */
export async function downloadVoucher(key: ManageKey): Promise<void> {
  const res = await fetch('/api/bookings/manage/voucher', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': currentTranslator()?.language ?? 'tr' },
    body: JSON.stringify(key),
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `voucher-${key.pnr_code}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
