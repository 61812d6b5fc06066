import { type ReactNode } from 'react';
import { inputClass } from '../../../components/ui/field';
import { useElementId } from '../../../lib/use-element-id';

/** The quick form's small uppercase label, with the required mark hidden from screen readers. */
export function QuickLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600"
    >
      {label}
      {required ? (
        <span className="text-red-600" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

/** A labelled control of the quick form; `children` gets the id to put on the control. */
export function QuickField({
  label,
  className = '',
  required,
  children,
}: {
  label: string;
  className?: string;
  required?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useElementId();
  return (
    <div className={className}>
      <QuickLabel htmlFor={id} label={label} required={required} />
      {children(id)}
    </div>
  );
}

/** A required date or time input of the quick form, with its error text wired to it. */
export function DateTimeField({
  type,
  label,
  value,
  min,
  error,
  onChange,
  className,
}: {
  type: 'date' | 'time';
  label: string;
  value: string;
  min?: string;
  error: string | undefined;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <QuickField label={label} className={className} required>
      {(id) => (
        <>
          <input
            id={id}
            type={type}
            min={min}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-required
            className={inputClass}
          />
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-600">
              {error}
            </p>
          ) : null}
        </>
      )}
    </QuickField>
  );
}
