import type { ReactNode } from 'react';
import { Field, inputClass } from '../ui/field';

/**
 * The fields the staff edit dialogs share (a transfer booking's and a tour reservation's): one
 * text input per draft key, the customer's contact and the special requests. Both dialogs keep
 * their form state as text keyed by field name, so one maker serves both.
 */

export interface TextFieldOptions {
  type?: string;
  required?: boolean;
  className?: string;
  hint?: ReactNode;
}

/** Draws one labelled input of a draft key; the error shown is the one under the same key. */
export type TextFieldMaker<K extends string> = (key: K, label: string, opts?: TextFieldOptions) => ReactNode;

export function textFieldMaker<K extends string>(
  values: Record<K, string>,
  errors: Record<string, string>,
  onChange: (key: K, value: string) => void,
): TextFieldMaker<K> {
  return (key, label, opts = {}) => (
    <Field
      label={label}
      error={errors[key]}
      required={opts.required}
      className={opts.className ?? ''}
      hint={opts.hint}
    >
      {(p) => (
        <input
          {...p}
          type={opts.type ?? 'text'}
          className={inputClass}
          value={values[key]}
          onChange={(e) => onChange(key, e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

const legendClass = 'mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500';

type ContactKey = 'customer_email' | 'country_code' | 'customer_phone';

/** The customer's name and contact; the name keys differ between bookings and tour reservations. */
export function CustomerFieldset<K extends string>({
  text,
  firstName,
  lastName,
}: {
  text: TextFieldMaker<K | ContactKey>;
  firstName: K;
  lastName: K;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className={legendClass}>Müşteri</legend>
      {text(firstName, 'Ad', { required: true })}
      {text(lastName, 'Soyad', { required: true })}
      {text('customer_email', 'E-posta', { type: 'email', required: true, className: 'sm:col-span-2' })}
      {text('country_code', 'Ülke kodu')}
      {text('customer_phone', 'Telefon', { type: 'tel', required: true })}
    </fieldset>
  );
}

export function SpecialRequestsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label="Özel istekler" error={error}>
      {(p) => (
        <textarea
          {...p}
          rows={3}
          className={inputClass}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}
