import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LanguageTabs, TranslationBadge, TranslationFields } from '../../components/ui/translation-editor';
import { TYPE_LABELS, type SiteSetting } from './api';
import { useElementId } from '../../lib/use-element-id';
import { SettingValueEditor } from './setting-value-editor';
import { useSettingForm } from './use-setting-form';

export { isTranslatableSetting } from './use-setting-form';

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
  const id = useElementId();
  const { form, value, file, valueError, translatable, translations, translatedFields, dirty, save } =
    useSettingForm(setting, onMessage);
  const { register } = form;

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
      <SettingValueEditor
        setting={setting}
        id={id}
        form={form}
        value={value}
        file={file}
        valueError={valueError}
        hideText={translatable && translations.lang !== 'tr'}
      />
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
