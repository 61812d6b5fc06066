import { Field, inputClass } from '../../../components/ui/field';
import { StepSection, useStepForm } from './customer-step-parts';
import { PhoneField } from './phone-field';

/** Step 2's contact card: name, e-mail, phone with its dialling code (grouped as its country writes it), identity number. */
export function ContactSection() {
  const { t, form, errors, msg, optional } = useStepForm();
  const { register } = form;
  return (
    <StepSection title={t('form.sections.contact')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.firstName')} required error={msg(errors.customer_first_name)}>
          {(a) => (
            <input
              {...a}
              {...register('customer_first_name')}
              autoComplete="given-name"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('form.lastName')} required error={msg(errors.customer_last_name)}>
          {(a) => (
            <input
              {...a}
              {...register('customer_last_name')}
              autoComplete="family-name"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('form.email')} required error={msg(errors.customer_email)}>
          {(a) => (
            <input
              {...a}
              {...register('customer_email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              className={inputClass}
            />
          )}
        </Field>
        <div>
          <PhoneField />
        </div>
        <Field
          label={
            <>
              {t('form.identityNumber')}
              {optional}
            </>
          }
          className="sm:col-span-2"
          error={msg(errors.identity_number)}
        >
          {(a) => <input {...a} {...register('identity_number')} className={inputClass} />}
        </Field>
      </div>
    </StepSection>
  );
}
