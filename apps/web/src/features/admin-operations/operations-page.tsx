import { type DriverDto, type JobDto } from '@riviera/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminQuery } from '../../components/ui/admin-query';
import { useBanner } from '../../components/ui/banner';
import { Button, buttonClass } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { DAY_KEY, DRIVERS_KEY, fetchDay, fetchSettings, listDrivers } from './api';
import { AssignDialog } from './assign-dialog';
import { useIsManager } from '../../lib/admin-me';
import { SETTINGS_KEY, SettingsDialog } from './settings-dialog';
import { ShareLinkDialog } from './share-link-dialog';
import { useLiveBoard } from './live-board';
import { useNow } from './board-alerts';
import { BoardFilters } from './board-filters';
import { DayCounts } from './day-counts';
import { DayJobs } from './day-jobs';
import { DayPicker } from './day-picker';
import { LiveBadge } from './live-badge';
import { useBoardAddress } from './use-board-address';

/**
 * 'Operasyon': one day's jobs by time (today in Istanbul by default, tomorrow one click away, any
 * date), filtered by status and driver, with the day's counts on top. Cards stack on a phone.
 * The date and filters live in the address, so a reload or a shared link shows the same board.
 */
export function OperationsPage() {
  const { today, date, filter, only, set } = useBoardAddress();
  const queryClient = useQueryClient();
  const banner = useBanner();
  const day = useQuery({ queryKey: [...DAY_KEY, date, filter], queryFn: () => fetchDay(date, filter) });
  // drivers' statuses and colleagues' changes arrive without a reload
  const live = useLiveBoard(date);
  // 'Yola çıkmadı' turns on as the clock passes N minutes before a pickup, not only at load
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchSettings });
  const notSetOffMinutes = settings.data?.not_set_off_minutes ?? 0;
  const now = useNow(30_000);
  const drivers = useQuery({ queryKey: DRIVERS_KEY, queryFn: listDrivers });
  const [assigning, setAssigning] = useState<JobDto | null>(null);
  const [sharing, setSharing] = useState<DriverDto | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // the overlap window is a setting: Yönetici only (the server answers Operasyon 403)
  const mayChangeSettings = useIsManager();
  const selectedDriver = drivers.data?.find((d) => String(d.id) === filter.driver) ?? null;

  return (
    <div>
      <PageHeader
        title="Operasyon"
        description="Günün işleri saat sırasıyla: transferlerin geliş ve dönüşleri, turlar."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <LiveBadge state={live} />
            <Link to="/admin/drivers" className={buttonClass('secondary')}>
              Sürücüler
            </Link>
            {mayChangeSettings ? (
              <Button variant="ghost" onClick={() => setSettingsOpen(true)}>
                Ayarlar
              </Button>
            ) : null}
          </div>
        }
      />
      {banner.node}

      <DayPicker date={date} today={today} onPick={(next) => set({ date: next })} />
      <BoardFilters
        date={date}
        filter={filter}
        only={only}
        drivers={drivers.data ?? []}
        selectedDriver={selectedDriver}
        mayChangeSettings={mayChangeSettings}
        set={set}
        onShare={setSharing}
      />

      <AdminQuery query={day} loading="İşler yükleniyor" failed="İşler yüklenirken hata oluştu">
        {(data) => (
          <>
            <DayCounts day={data} now={now} notSetOffMinutes={notSetOffMinutes} />
            <DayJobs
              jobs={data.jobs}
              only={only}
              now={now}
              notSetOffMinutes={notSetOffMinutes}
              onAssign={setAssigning}
            />
          </>
        )}
      </AdminQuery>

      {assigning ? (
        <AssignDialog
          job={assigning}
          drivers={drivers.data ?? []}
          onClose={() => setAssigning(null)}
          onSaved={async (message) => {
            banner.show('success', message);
            await queryClient.invalidateQueries({ queryKey: DAY_KEY });
          }}
        />
      ) : null}
      {settingsOpen ? (
        <SettingsDialog onClose={() => setSettingsOpen(false)} onSaved={(m) => banner.show('success', m)} />
      ) : null}
      {sharing ? <ShareLinkDialog driver={sharing} date={date} onClose={() => setSharing(null)} /> : null}
    </div>
  );
}
