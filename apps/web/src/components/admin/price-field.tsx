import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Field, inputClass } from '../ui/field';

/**
 * A catalogue price (a tour's, an extra service's): zero or more, to the cent, with the phone's
 * decimal keypad. The caller's label, hint and whether it is required say which price it is.
 * It registers `name` as it draws the input, as the fields around it do, so the form's fields
 * keep their on-screen order (the first invalid one gets the focus).
 */
export function PriceField<T extends FieldValues>({
  label,
  required,
  hint,
  error,
  register,
  name,
}: {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error: string | undefined;
  register: UseFormRegister<T>;
  name: Path<T>;
}) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(p) => (
        <input
          {...p}
          {...register(name)}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className={inputClass}
        />
      )}
    </Field>
  );
}
