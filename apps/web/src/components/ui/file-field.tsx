import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FilePicker } from './file-picker';

/**
 * A FilePicker bound to one File field of a react-hook-form form: the dialogs' image, video and
 * poster fields. Everything else (label, types, size limit, preview, error) is the picker's own.
 */
export function FileField<T extends FieldValues, R extends FieldValues = T>({
  control,
  name,
  ...picker
}: { control: Control<T, unknown, R>; name: FieldPath<T> } & Omit<
  ComponentProps<typeof FilePicker>,
  'file' | 'onChange'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <FilePicker {...picker} file={field.value} onChange={field.onChange} />}
    />
  );
}
