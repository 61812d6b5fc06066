import {
  GALLERY_IMAGE_MAX_BYTES,
  TRANSLATABLE_SETTING_KEYS,
  compactTranslations,
  settingLinkError,
  settingRuleError,
  settingValueError,
  translateMessage,
} from '@riviera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { FilePicker } from '../../components/ui/file-picker';
import { Switch } from '../../components/ui/switch';
import {
  LanguageTabs,
  TranslationBadge,
  TranslationFields,
  useTranslationsEditor,
  type TranslatableField,
} from '../../components/ui/translation-editor';
import { UPLOAD_TIMEOUT_MS, adminRequest } from '../../lib/admin-api';
import { actionErrorMessage, toFormData } from '../../lib/admin-form';
import { SETTINGS_KEY, TYPE_LABELS, type SiteSetting } from './api';
import { useElementId } from '../../lib/use-element-id';
import { IMAGE_ACCEPT } from '../../components/admin/media-form-fields';

/** Whether visitors read a setting as text in their language: the public text settings (decision 014). */
export const isTranslatableSetting = (s: Pick<SiteSetting, 'key' | 'type'>) =>
  s.type === 'text' && (TRANSLATABLE_SETTING_KEYS as readonly string[]).includes(s.key);

/** A setting's translations as the server stores them, to tell an edited translation from a kept one. */
const storedTranslations = (s: SiteSetting) => JSON.stringify(compactTranslations(s.translations ?? {}));

/**
 * One setting: its description and key, an editor by type (text, image, boolean, JSON), save and
 * delete. A public text setting (site title, footer texts, address) also has the language switch
 * and the completeness badge of the other content dialogs; its Turkish value stays the setting's own.
 */
export function SettingCard({
  setting,
  onMessage,
  onDelete,
}: {
  setting: SiteSetting;
  onMessage: (tone: 'success' | 'error', text: string) => void;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const id = useElementId();
  const form = useForm({
    defaultValues: { value: setting.value, is_active: setting.is_active, file: null as File | null },
  });
  const { register, control, setValue } = form;
  const [value, active, file] = useWatch({ control, name: ['value', 'is_active', 'file'] });
  // Checked as it is typed, with the rules the endpoint's contract applies: JSON must parse, a link
  // must be http(s), mailto:, tel: or wa.me.
  const valueErrorKey =
    setting.type === 'image'
      ? undefined
      : // The same rules as the endpoint: a setting with a rule of its own (the discount, an e-mail) keeps it here too.
        (settingValueError(setting.type, value) ??
        settingLinkError(setting.key, setting.type, value) ??
        settingRuleError(setting.key, value));
  const valueError = valueErrorKey ? translateMessage(valueErrorKey, 'tr') : undefined;
  const translatable = isTranslatableSetting(setting);
  const translations = useTranslationsEditor(setting.translations);
  const translatedFields: readonly TranslatableField[] = [
    { name: 'value', label: 'Değer', kind: value.length > 80 ? 'textarea' : 'text' },
  ];
  const translationsEdited = translatable && translations.toSend() !== storedTranslations(setting);
  const dirty = form.formState.isDirty || translationsEdited;

  const save = useMutation({
    mutationFn: async () => {
      if (file) {
        await adminRequest('/site-settings/upload-image', {
          method: 'POST',
          body: toFormData({ key: setting.key, group: setting.group, image: file }),
          timeoutMs: UPLOAD_TIMEOUT_MS,
        });
        if (active === setting.is_active) return;
      }
      await adminRequest(`/site-settings/${setting.id}`, {
        method: 'PUT',
        body: {
          ...setting,
          value: file ? undefined : value,
          is_active: active,
          ...(translatable ? { translations: translations.toSend() } : {}),
        },
      });
    },
    onSuccess: async () => {
      setValue('file', null);
      onMessage('success', `"${setting.key}" kaydedildi`);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['site-settings'] });
    },
    onError: (err) => onMessage('error', actionErrorMessage(err, 'Ayar kaydedilirken hata oluştu')),
  });

  return (
    <article
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`setting-${setting.key}`}
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{setting.description || setting.key}</h3>
          <p className="truncate font-mono text-xs text-slate-500">{setting.key}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {translatable ? <TranslationBadge record={setting} entity="setting" /> : null}
          <Badge tone="neutral">{TYPE_LABELS[setting.type]}</Badge>
        </div>
      </div>
      {translatable ? (
        <div className="mb-3 space-y-3">
          <LanguageTabs editor={translations} fields={translatedFields} />
          <TranslationFields editor={translations} fields={translatedFields} turkish={{ value }} />
        </div>
      ) : null}
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
          <div className={translatable && translations.lang !== 'tr' ? 'hidden' : undefined}>
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
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('is_active')} />
          Aktif
        </label>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            className="px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`${setting.key} ayarını sil`}
          >
            Sil
          </Button>
          <Button
            className="px-3 py-1.5 text-sm"
            disabled={!dirty || Boolean(valueError) || save.isPending}
            onClick={() => save.mutate()}
            aria-label={`${setting.key} ayarını kaydet`}
          >
            {save.isPending ? 'Kaydediliyor…' : 'Kaydet'}
          </Button>
        </div>
      </div>
    </article>
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
