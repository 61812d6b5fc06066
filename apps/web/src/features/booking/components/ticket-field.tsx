import { translateMessage } from '@riviera/domain';
import { UploadIcon } from '../../../components/booking/icons';
import { Field } from '../../../components/ui/field';
import { checkTicketFile } from '../ticket/check-ticket-file';
import { useStepForm } from './customer-step-parts';

interface Props {
  ticket: File | null;
  ticketError: string | null;
  onTicket: (file: File | null, problem: string | null) => void;
}

/**
 * The optional ticket image: a visually hidden file input behind a styled label, checked in the
 * browser before it is kept (a refused file is cleared from the input), with the chosen name and a
 * way to remove it.
 */
export function TicketField({ ticket, ticketError, onTicket }: Props) {
  const { t, lang, optional } = useStepForm();
  return (
    <Field
      label={
        <>
          {t('form.ticket')}
          {optional}
        </>
      }
      hint={t('form.ticketHint')}
      error={ticketError ?? undefined}
      className="sm:col-span-2"
    >
      {(a) => (
        <div className="flex flex-wrap items-center gap-3">
          <input
            {...a}
            type="file"
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            onChange={(e) => {
              const input = e.target;
              const file = input.files?.[0] ?? null;
              if (!file) return onTicket(null, null);
              void checkTicketFile(file).then((problem) => {
                if (problem) input.value = '';
                onTicket(problem ? null : file, problem ? translateMessage(problem, lang) : null);
              });
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={a.id}
            aria-hidden="true"
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-sea-600 bg-sea-50 px-4 py-2.5 text-sm font-semibold text-sea-800 transition hover:bg-sea-100 peer-focus-visible:outline-2 peer-focus-visible:outline-sea-700"
          >
            <UploadIcon /> {t('form.ticketChoose')}
          </label>
          <span className="text-sm text-slate-600" data-testid="ticket-chosen">
            {ticket ? t('form.ticketChosen', { name: ticket.name }) : t('form.ticketNone')}
          </span>
          {ticket ? (
            <button
              type="button"
              onClick={() => {
                const input = document.getElementById(a.id) as HTMLInputElement | null;
                if (input) input.value = '';
                onTicket(null, null);
              }}
              className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
            >
              {t('form.ticketRemove')}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
