import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RefusedFile } from '../../lib/refused-file';
import { FilePicker } from './file-picker';

/**
 * A FilePicker bound to one File field of a react-hook-form form: the dialogs' image, video and
 * poster fields. Everything else (label, types, size limit, preview, error) is the picker's own.
 * A refused file (too large) stays in the field as a {@link RefusedFile}, which the form's
 * resolver refuses: the whole save waits for a file that fits, or for the field to be cleared.
 * A field taken off screen forgets its file (`shouldUnregister`): the gallery's video field, hidden
 * once the type is 'Görsel', once kept a refused video that blocked every save with an error
 * shown nowhere.
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
      shouldUnregister
      render={({ field }) => {
        const value: unknown = field.value;
        return (
          <FilePicker
            {...picker}
            file={value instanceof File ? value : null}
            onChange={field.onChange}
            onRefuse={({ name: fileName, message }) => field.onChange(new RefusedFile(fileName, message))}
          />
        );
      }}
    />
  );
}
