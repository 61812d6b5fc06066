import { SETTING_GROUPS, SETTING_TYPES, siteSettingInput, type SettingGroup } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Link } from 'react-router';
import { useBanner } from '../../components/ui/banner';
import { Button, buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { ErrorState } from '../../components/ui/error-state';
import { Field, inputClass } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { adminErrorMessage, adminRequest } from '../../lib/admin-api';
import { GROUP_LABELS, SETTINGS_KEY, TYPE_LABELS, createSiteSetting, listSiteSettings, type SiteSetting } from './api';
import { SettingCard } from './setting-card';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { useAdminForm } from '../../lib/use-admin-form';

/** Site settings (navbar, footer, contact…): tabs by group, a card per setting, an add dialog. Not in the side menu (spec). */
export function SiteSettingsPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: SETTINGS_KEY, queryFn: listSiteSettings });
  const banner = useBanner();
  const [group, setGroup] = useState<SettingGroup>('general');
  const [adding, setAdding] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const counts = useMemo(
    () => new Map(SETTING_GROUPS.map((g) => [g, (list.data ?? []).filter((s) => s.group === g).length])),
    [list.data],
  );
  const shown = (list.data ?? []).filter((s) => s.group === group);

  const del = useConfirmDelete<SiteSetting>({
    title: 'Ayarı Sil',
    message: (s) => `"${s.key}" ayarını silmek istediğinizden emin misiniz?`,
    warning: () => 'Site bu ayarın yerleşik varsayılanını kullanır.',
    remove: async (s) => void (await adminRequest(`/site-settings/${s.id}`, { method: 'DELETE' })),
    successText: 'Ayar silindi',
    errorText: 'Silme işlemi başarısız',
    onDeleted: async (m) => {
      banner.show('success', m);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onTabKey = (e: React.KeyboardEvent, i: number) => {
    const next =
      e.key === 'ArrowRight'
        ? i + 1
        : e.key === 'ArrowLeft'
          ? i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? SETTING_GROUPS.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    const idx = (next + SETTING_GROUPS.length) % SETTING_GROUPS.length;
    setGroup(SETTING_GROUPS[idx]!);
    tabs.current[idx]?.focus();
  };

  return (
    <div>
      <PageHeader
        title="Site Ayarları"
        description="Menü, altbilgi, iletişim ve sosyal medya bilgileri. Değişiklikler sitede hemen görünür."
        actions={
          <>
            <Link to="/admin/about" className={buttonClass('secondary')}>
              Hakkımızda Yönetimi
            </Link>
            <Button onClick={() => setAdding(true)}>Yeni Ayar Ekle</Button>
          </>
        }
      />
      {banner.node}
      <div
        role="tablist"
        aria-label="Ayar grupları"
        className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {SETTING_GROUPS.map((g, i) => (
          <button
            key={g}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            role="tab"
            id={`settings-tab-${g}`}
            aria-selected={group === g}
            aria-controls="settings-panel"
            tabIndex={group === g ? 0 : -1}
            onClick={() => setGroup(g)}
            onKeyDown={(e) => onTabKey(e, i)}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-sea-700 ${
              group === g
                ? 'border-sea-700 text-sea-800'
                : 'border-transparent text-slate-500 hover:text-slate-800'
            }`}
          >
            {GROUP_LABELS[g]}{' '}
            <span className="ml-1 rounded-full bg-slate-100 px-1.5 text-xs text-slate-600">
              {counts.get(g) ?? 0}
            </span>
          </button>
        ))}
      </div>
      <div id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${group}`}>
        {list.isPending ? (
          <Spinner label="Ayarlar yükleniyor" />
        ) : list.isError ? (
          <ErrorState
            message={adminErrorMessage(list.error, 'Ayarlar yüklenirken hata oluştu')}
            retryLabel="Tekrar Dene"
            onRetry={() => void list.refetch()}
          />
        ) : shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">
            Bu grupta ayar yok
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((s) => (
              <SettingCard
                key={`${s.id}-${s.value}-${String(s.is_active)}`}
                setting={s}
                onMessage={banner.show}
                onDelete={() => del.ask(s)}
              />
            ))}
          </div>
        )}
      </div>
      {adding ? (
        <AddSettingDialog
          group={group}
          onClose={() => setAdding(false)}
          onSaved={async (s) => {
            setAdding(false);
            setGroup(s.group as SettingGroup);
            banner.show('success', `"${s.key}" eklendi`);
            await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
          }}
        />
      ) : null}
      {del.node}
    </div>
  );
}

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

function AddSettingDialog({
  group,
  onClose,
  onSaved,
}: {
  group: SettingGroup;
  onClose: () => void;
  onSaved: (s: SiteSetting) => void | Promise<void>;
}) {
  const form = useAdminForm(newSettingForm, {
    key: '',
    value: '',
    type: 'text',
    group,
    description: '',
    is_active: true,
  });
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
