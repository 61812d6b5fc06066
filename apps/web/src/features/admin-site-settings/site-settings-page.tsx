import { SETTING_GROUPS, type SettingGroup } from '@riviera/domain';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBanner } from '../../components/ui/banner';
import { Button, buttonClass } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { adminErrorMessage, adminRequest } from '../../lib/admin-api';
import { GROUP_LABELS, SETTINGS_KEY, listSiteSettings, type SiteSetting } from './api';
import { SettingCard } from './setting-card';
import { useConfirmDelete } from '../../components/ui/use-confirm-delete';
import { AddSettingDialog } from './add-setting-dialog';

/** Site settings (navbar, footer, contact…): tabs by group, a card per setting, an add dialog. Not in the side menu (spec). */
export function SiteSettingsPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: SETTINGS_KEY, queryFn: listSiteSettings });
  const banner = useBanner();
  const [group, setGroup] = useState<SettingGroup>('general');
  const [adding, setAdding] = useState(false);
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
      <SettingGroupTabs group={group} setGroup={setGroup} counts={counts} />
      <div id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${group}`}>
        <SettingsPanel list={list} shown={shown} onMessage={banner.show} onDelete={(s) => del.ask(s)} />
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

/** The group tabs with each group's count; arrow keys, Home and End move between them. */
function SettingGroupTabs({
  group,
  setGroup,
  counts,
}: {
  group: SettingGroup;
  setGroup: (g: SettingGroup) => void;
  counts: Map<SettingGroup, number>;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
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
  );
}

/** The open group's cards, or why there are none. */
function SettingsPanel({
  list,
  shown,
  onMessage,
  onDelete,
}: {
  list: UseQueryResult<SiteSetting[]>;
  shown: SiteSetting[];
  onMessage: (tone: 'success' | 'error', text: string) => void;
  onDelete: (s: SiteSetting) => void;
}) {
  return list.isPending ? (
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
          onMessage={onMessage}
          onDelete={() => onDelete(s)}
        />
      ))}
    </div>
  );
}
