import {
  pickupTimeProblem,
  translateMessage,
  type TransferBookingFormValues,
  type TransferBookingInput,
} from '@riviera/domain';
import { useRef, type Dispatch, type SetStateAction } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useLang } from '../../lib/booking-lookup';
import { keepReadToken, successPathFor } from './after-booking';
import { submitBooking } from './api';
import {
  clearDraft,
  loadSubmission,
  newIdempotencyKey,
  saveSubmission,
  type Submission,
} from './booking-draft';
import { describeSubmitFailure, type SubmitProblem } from './submit-errors';

type Values = TransferBookingFormValues;

/**
 * Sending the booking: the notice checked once more at the moment of sending, one Idempotency-Key
 * per distinct submission (kept for the tab, so a double click, a retry or a reload after a lost
 * answer never books twice), the server's field errors put on their fields, and on success the
 * draft forgotten and the success page opened.
 */
export function useBookingSubmit({
  form,
  search,
  ticket,
  noticeHours,
  setTicketError,
  setProblem,
}: {
  form: UseFormReturn<Values, unknown, TransferBookingInput>;
  search: string;
  ticket: File | null;
  noticeHours: number;
  setTicketError: (message: string | null) => void;
  setProblem: Dispatch<SetStateAction<(SubmitProblem & { version: number }) | null>>;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const navigate = useNavigate();
  const idempotency = useRef<Submission | null>(null);
  if (idempotency.current === null) idempotency.current = loadSubmission(search);
  const { getValues } = form;

  const onValid = async (input: TransferBookingInput) => {
    const late = pickupTimeProblem(input.pickup_date, input.pickup_time, new Date(), noticeHours);
    if (late) {
      form.setError('pickup_time', { type: 'notice', message: late });
      setProblem((p) => ({
        withHeading: true,
        messages: [translateMessage(late, lang)],
        version: (p?.version ?? 0) + 1,
      }));
      return;
    }
    const ticketToSend = ticket;
    // One key per distinct submission: a double click or a retry of the same content reuses it.
    const fingerprint = JSON.stringify([
      input,
      ticketToSend ? [ticketToSend.name, ticketToSend.size, ticketToSend.lastModified] : null,
    ]);
    if (idempotency.current?.fingerprint !== fingerprint) {
      idempotency.current = { fingerprint, key: newIdempotencyKey() };
      saveSubmission(search, idempotency.current);
    }
    setProblem(null);
    try {
      const created = await submitBooking(input, ticketToSend, idempotency.current.key);
      clearDraft(search);
      keepReadToken(created);
      void navigate(successPathFor(created), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        for (const [field, messages] of Object.entries(err.errors)) {
          if (field === 'ticket_image') setTicketError(messages[0] ?? null);
          else if (field in getValues() || /^(luggage|guests)\./.test(field)) {
            form.setError(field as Path<Values>, { type: 'server', message: messages[0] });
          }
        }
      }
      setProblem((p) => ({ ...describeSubmitFailure(err, t), version: (p?.version ?? 0) + 1 }));
    }
  };

  return onValid;
}
