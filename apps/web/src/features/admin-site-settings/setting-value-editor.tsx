import { GALLERY_IMAGE_MAX_BYTES } from '@riviera/domain';
import { inputClass } from '../../components/ui/field';
import { FilePicker } from '../../components/ui/file-picker';
import { Switch } from '../../components/ui/switch';
import { IMAGE_ACCEPT } from '../../components/admin/media-form-fields';
import type { SiteSetting } from './api';
import type { SettingForm } from './use-setting-form';

interface SettingValueEditorProps {
  setting: SiteSetting;
  id: string;
  form: SettingForm;
  value: string;
  file: File | null;
  valueError: string | undefined;
  /** the Turkish text editor is hidden while another language's tab is open */
  hideText: boolean;
}

/** The setting's editor by type: a switch, an image picker, a JSON box or a text input. */
export function SettingValueEditor({
  setting,
  id,
  form,
  value,
  file,
  valueError,
  hideText,
}: SettingValueEditorProps) {
  const { register, setValue } = form;
  return (
    <div className="flex-1">
      {setting.type === 'boolean' ? (
        <div className="flex items-center gap-3">
          <Switch
            id={`${id}-v`}
            checked={value === 'true'}
            onChange={(c) => setValue('value', c ? 'true' : 'false', { shouldDirty: true })}
            label={setting.description || setting.key}
          />
          <span className="text-sm text-slate-700">{value === 'true' ? 'Açık' : 'Kapalı'}</span>
        </div>
      ) : setting.type === 'image' ? (
        <FilePicker
          label="Görsel"
          accept={IMAGE_ACCEPT}
          maxBytes={GALLERY_IMAGE_MAX_BYTES}
          hint="PNG, JPG veya WebP."
          file={file}
          onChange={(f) => setValue('file', f, { shouldDirty: true })}
          current={setting.value || null}
          stacked
          // Logos and badges are shown whole: cropping them hides what is being checked.
          fit="contain"
        />
      ) : setting.type === 'json' ? (
        <div>
          <label htmlFor={`${id}-v`} className="sr-only">
            Değer (JSON)
          </label>
          <textarea
            id={`${id}-v`}
            rows={5}
            className={`${inputClass} font-mono text-xs`}
            {...register('value')}
            aria-invalid={Boolean(valueError)}
            aria-describedby={valueError ? `${id}-e` : undefined}
          />
          <ValueError id={`${id}-e`} message={valueError} />
        </div>
      ) : (
        <div className={hideText ? 'hidden' : undefined}>
          <label htmlFor={`${id}-v`} className="sr-only">
            Değer
          </label>
          {value.length > 80 ? (
            <textarea
              id={`${id}-v`}
              rows={3}
              className={inputClass}
              aria-invalid={Boolean(valueError)}
              aria-describedby={valueError ? `${id}-e` : undefined}
              {...register('value')}
            />
          ) : (
            <input
              id={`${id}-v`}
              className={inputClass}
              aria-invalid={Boolean(valueError)}
              aria-describedby={valueError ? `${id}-e` : undefined}
              {...register('value')}
            />
          )}
          <ValueError id={`${id}-e`} message={valueError} />
        </div>
      )}
    </div>
  );
}

/** Why the value cannot be saved, under its editor. */
function ValueError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-600">
      {message}
    </p>
  ) : null;
}
