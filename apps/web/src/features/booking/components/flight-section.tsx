import { airportRequirements } from '@riviera/domain';
import { useWatch } from 'react-hook-form';
import { Field, inputClass } from '../../../components/ui/field';
import { StepSection, useStepForm } from './customer-step-parts';
import { TicketField } from './ticket-field';

interface Props {
  ticket: File | null;
  ticketError: string | null;
  onTicket: (file: File | null, problem: string | null) => void;
}

/** Step 2's flight card: flight code, hotel, the flight times an airport transfer needs, and the ticket image. */
export function FlightSection({ ticket, ticketError, onTicket }: Props) {
  const { t, form, errors, msg, optional } = useStepForm();
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
        <FlightTimeField
          name="departure_flight_time"
          labelKey="form.landingTime"
          hintKey="form.landingTimeHint"
          required={airport.landingTimeRequired}
        />
        <FlightTimeField
          name="arrival_flight_time"
          labelKey="form.departureTime"
          hintKey="form.departureTimeHint"
          required={airport.departureTimeRequired}
        />
        {airport.ticketImageAllowed ? (
          <TicketField ticket={ticket} ticketError={ticketError} onTicket={onTicket} />
        ) : null}
      </div>
    </StepSection>
  );
}

/** A flight time; marked optional unless the airport end of the route needs it. */
function FlightTimeField({
  name,
  labelKey,
  hintKey,
  required,
}: {
  name: 'departure_flight_time' | 'arrival_flight_time';
  labelKey: 'form.landingTime' | 'form.departureTime';
  hintKey: 'form.landingTimeHint' | 'form.departureTimeHint';
  required: boolean;
}) {
  const { t, form, errors, msg, optional } = useStepForm();
  return (
    <Field
      label={
        required ? (
          t(labelKey)
        ) : (
          <>
            {t(labelKey)}
            {optional}
          </>
        )
      }
      required={required}
      hint={t(hintKey)}
      error={msg(errors[name])}
    >
      {(a) => <input {...a} {...form.register(name)} type="time" className={inputClass} />}
    </Field>
  );
}
