import { airportRequirements, translateMessage } from '@riviera/domain';
import { useWatch } from 'react-hook-form';
import { UploadIcon } from '../../../components/booking/icons';
import { Field, inputClass } from '../../../components/ui/field';
import { checkTicketFile } from '../ticket/check-ticket-file';
import { StepSection, useStepForm } from './customer-step-parts';

interface Props {
  ticket: File | null;
  ticketError: string | null;
  onTicket: (file: File | null, problem: string | null) => void;
}

/** Step 2's flight card: flight code, hotel, the flight times an airport transfer needs, and the ticket image. */
export function FlightSection({ ticket, ticketError, onTicket }: Props) {
  const { t, lang, form, errors, msg, optional } = useStepForm();
  const { register, control } = form;
  const [pickup, destination] = useWatch({ control, name: ['pickup_location', 'destination'] });
  const airport = airportRequirements(pickup, destination);
  return (
    <StepSection title={t('form.sections.flight')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.flightCode')} required error={msg(errors.flight_code)}>
          {(a) => (
            <input
              {...a}
              {...register('flight_code')}
              placeholder={t('form.flightCodePlaceholder')}
              autoCapitalize="characters"
              className={`${inputClass} uppercase placeholder:normal-case`}
            />
          )}
        </Field>
        <Field
          label={
            <>
              {t('form.hotel')}
              {optional}
            </>
          }
          error={msg(errors.hotel_name)}
        >
          {(a) => <input {...a} {...register('hotel_name')} className={inputClass} />}
        </Field>
        <Field
          label={
            airport.landingTimeRequired ? (
              t('form.landingTime')
            ) : (
              <>
                {t('form.landingTime')}
                {optional}
              </>
            )
          }
          required={airport.landingTimeRequired}
          hint={t('form.landingTimeHint')}
          error={msg(errors.departure_flight_time)}
        >
          {(a) => <input {...a} {...register('departure_flight_time')} type="time" className={inputClass} />}
        </Field>
        <Field
          label={
            airport.departureTimeRequired ? (
              t('form.departureTime')
            ) : (
              <>
                {t('form.departureTime')}
                {optional}
              </>
            )
          }
          required={airport.departureTimeRequired}
          hint={t('form.departureTimeHint')}
          error={msg(errors.arrival_flight_time)}
        >
          {(a) => <input {...a} {...register('arrival_flight_time')} type="time" className={inputClass} />}
        </Field>
        {airport.ticketImageAllowed ? (
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
        ) : null}
      </div>
    </StepSection>
  );
}
