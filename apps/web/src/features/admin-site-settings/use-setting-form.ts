import {
  TRANSLATABLE_SETTING_KEYS,
  compactTranslations,
  settingLinkError,
  settingRuleError,
  settingValueError,
  translateMessage,
} from '@riviera/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslationsEditor, type TranslatableField } from '../../components/ui/translation-editor';
import { UPLOAD_TIMEOUT_MS, adminRequest } from '../../lib/admin-api';
import { actionErrorMessage, toFormData } from '../../lib/admin-form';
import { SETTINGS_KEY, type SiteSetting } from './api';

/** Whether visitors read a setting as text in their language: the public text settings (decision 014). */
export const isTranslatableSetting = (s: Pick<SiteSetting, 'key' | 'type'>) =>
  s.type === 'text' && (TRANSLATABLE_SETTING_KEYS as readonly string[]).includes(s.key);

/** A setting's translations as the server stores them, to tell an edited translation from a kept one. */
const storedTranslations = (s: SiteSetting) => JSON.stringify(compactTranslations(s.translations ?? {}));

/** One setting's edit state: its value checked as typed, its translations, whether it changed, and its save. */
export function useSettingForm(
  setting: SiteSetting,
  onMessage: (tone: 'success' | 'error', text: string) => void,
) {
  const queryClient = useQueryClient();
  const form = useForm({
    defaultValues: { value: setting.value, is_active: setting.is_active, file: null as File | null },
  });
  const { control, setValue } = form;
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
  return { form, value, file, valueError, translatable, translations, translatedFields, dirty, save };
}

export type SettingForm = ReturnType<typeof useSettingForm>['form'];
