import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, inputClass } from '../ui/field';

/** The image types the media screens take (the server checks the bytes again). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
/** The video types the gallery and the hero videos take. */
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/ogg';

/**
 * A media item's place in its list and whether the site shows it: 'Sıra' and 'Aktif', as the
 * gallery and the hero videos ask them (the caller's grid lays them out).
 */
export function OrderAndActiveFields({
  order,
  active,
  orderError,
}: {
  order: UseFormRegisterReturn;
  active: UseFormRegisterReturn;
  orderError: string | undefined;
}) {
  return (
    <>
      <Field label="Sıra" required error={orderError}>
        {(p) => <input {...p} {...order} type="number" min={1} step={1} className={inputClass} />}
      </Field>
      <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...active} />
        Aktif
      </label>
    </>
  );
}
