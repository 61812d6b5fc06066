import { SETTING_GROUPS, SETTING_TYPES, siteSettingInput, type SettingGroup } from '@riviera/domain';
import { useMutation } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { Field, inputClass } from '../../components/ui/field';
import { useAdminForm } from '../../lib/use-admin-form';
import { GROUP_LABELS, TYPE_LABELS, createSiteSetting, type SiteSetting } from './api';

/** A boolean setting left blank is sent as 'false', the choice its select shows. */
const newSettingForm = z.preprocess(
  (v) => (isBlankBoolean(v) ? { ...v, value: 'false' } : v),
  siteSettingInput,
);
function isBlankBoolean(v: unknown): v is Record<string, unknown> {
  return (
    typeof v === 'object' &&
    v !== null &&
    'type' in v &&
    v.type === 'boolean' &&
    'value' in v &&
    v.value === ''
  );
}
/** 'Yeni Ayar Ekle': key, description, type, group and a value editor that follows the type. */
export function AddSettingDialog({
  group,
  onClose,
  onSaved,
}: {
  group: SettingGroup;
  onClose: () => void;
  onSaved: (s: SiteSetting) => void | Promise<void>;
}) {
  const form = useNewSettingForm(group);
  const { register, control, error } = form;
  const [key, description, type] = useWatch({ control, name: ['key', 'description', 'type'] });
  const save = useMutation({
    mutationFn: createSiteSetting,
    onSuccess: (s) => onSaved(s),
    onError: (err) => form.fail(err, 'Ayar eklenirken hata oluştu'),
  });
  // Key and description are required to enable the add button (back-office §5).
  const canAdd = key.trim() !== '' && description.trim() !== '';
  return (
    <Dialog open onClose={onClose} title="Yeni Ayar Ekle" closeLabel="Kapat" size="md">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => void form.submit((data) => save.mutate(data))(e)}
      >
        <Field
          label="Anahtar"
          required
          error={error('key')}
          hint="Örn. contact_phone (küçük harf, rakam, _ - .)"
        >
          {(p) => <input {...p} {...register('key')} className={`${inputClass} font-mono`} maxLength={100} />}
        </Field>
        <Field label="Açıklama" required error={error('description')}>
          {(p) => <input {...p} {...register('description')} className={inputClass} maxLength={500} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Tip" error={error('type')}>
            {(p) => (
              <select {...p} {...register('type')} className={inputClass}>
                {SETTING_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Grup" error={error('group')}>
            {(p) => (
              <select {...p} {...register('group')} className={inputClass}>
                {SETTING_GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {GROUP_LABELS[g]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <NewSettingValueField form={form} type={type} />
        <FormActions
          error={form.formError}
          onCancel={onClose}
          busy={save.isPending}
          submitLabel="Ekle"
          busyLabel="Ekleniyor…"
          disabled={!canAdd}
        />
      </form>
    </Dialog>
  );
}

/** A new setting's form, in the group open on the page. */
function useNewSettingForm(group: SettingGroup) {
  return useAdminForm(newSettingForm, {
    key: '',
    value: '',
    type: 'text',
    group,
    description: '',
    is_active: true,
  });
}

type NewSettingForm = ReturnType<typeof useNewSettingForm>;

/** The value: a true/false choice for a boolean, a text box otherwise; the hint follows the type. */
function NewSettingValueField({ form, type }: { form: NewSettingForm; type: string }) {
  const { control, error } = form;
  return (
    <Field
      label="Değer"
      error={error('value')}
      hint={
        type === 'boolean'
          ? "'true' veya 'false'"
          : type === 'json'
            ? 'Geçerli JSON, örn. ["a", "b"]'
            : type === 'image'
              ? 'Görsel yolu; eklendikten sonra kartından görsel yükleyebilirsiniz'
              : undefined
      }
    >
      {(p) => (
        <Controller
          control={control}
          name="value"
          render={({ field }) =>
            type === 'boolean' ? (
              <select
                {...p}
                ref={field.ref}
                className={inputClass}
                value={field.value || 'false'}
                onChange={(e) => field.onChange(e.target.value)}
              >
                <option value="true">true (Açık)</option>
                <option value="false">false (Kapalı)</option>
              </select>
            ) : (
              <textarea
                {...p}
                ref={field.ref}
                rows={type === 'json' ? 4 : 2}
                className={`${inputClass} ${type === 'json' ? 'font-mono text-xs' : ''}`}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              />
            )
          }
        />
      )}
    </Field>
  );
}
