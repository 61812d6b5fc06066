import { LUGGAGE_SIZES } from '@riviera/domain';
import { Controller } from 'react-hook-form';
import { NoticeConsent } from '../../../components/legal/notice-consent';
import { Field, inputClass } from '../../../components/ui/field';
import type { ExtraServiceDto } from '../api';
import { ContactSection } from './contact-section';
import { StepSection, useStepForm } from './customer-step-parts';
import { ExtrasSection } from './extras-section';
import { FlightSection } from './flight-section';
import { GuestsSection } from './guests-section';
import { LuggageStepper } from './luggage-stepper';
import { TripSection } from './trip-section';

interface Props {
  pickupDate: string;
  /** the operator's minimum notice in hours, for the pickup time's check */
  noticeHours: number;
  extras: ExtraServiceDto[] | undefined;
  ticket: File | null;
  ticketError: string | null;
  onTicket: (file: File | null, problem: string | null) => void;
}

/** Step 2: who travels, flight details, luggage, other passengers, extras and wishes. */
export function CustomerStep({ pickupDate, noticeHours, extras, ticket, ticketError, onTicket }: Props) {
  const { t, form, errors, msg, optional } = useStepForm();
  const { register, control } = form;

  return (
    <div className="space-y-5">
      <ContactSection />
      <FlightSection ticket={ticket} ticketError={ticketError} onTicket={onTicket} />
      <TripSection pickupDate={pickupDate} noticeHours={noticeHours} />

      <StepSection title={t('form.sections.luggage')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {LUGGAGE_SIZES.map((size) => (
            <Controller
              key={size}
              control={control}
              name={`luggage.${size}`}
              render={({ field }) => (
                <LuggageStepper
                  label={t(`form.luggage.${size}`)}
                  size={size}
                  value={field.value ?? 0}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      </StepSection>

      <GuestsSection />
      <ExtrasSection extras={extras} />

      <StepSection title={t('form.sections.notes')}>
        <Field
          label={
            <>
              {t('form.specialRequests')}
              {optional}
            </>
          }
          error={msg(errors.special_requests)}
        >
          {(a) => (
            <textarea
              {...a}
              {...register('special_requests')}
              rows={3}
              placeholder={t('form.specialRequestsPlaceholder')}
              className={inputClass}
            />
          )}
        </Field>
      </StepSection>

      <Controller
        control={control}
        name="notice_version"
        render={({ field }) => (
          <NoticeConsent
            idPrefix="booking"
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            marketing={register('marketing_consent')}
            error={errors.notice_version?.message}
          />
        )}
      />
    </div>
  );
}
