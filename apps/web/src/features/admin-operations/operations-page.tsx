import {
  BOOKING_STATUSES,
  addDaysYmd,
  isBookingStatus,
  isNotSetOff,
  isValidYmd,
  statusLabel,
  todayInIstanbul,
  type DriverDto,
  type JobDto,
} from '@riviera/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CsvExportLink } from '../../components/admin/csv-export-link';
import { JobCard } from '../../components/dispatch/job-facts';
import { AdminQuery, EmptyList } from '../../components/ui/admin-query';
import { useBanner } from '../../components/ui/banner';
import { Button, buttonClass } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { DAY_KEY, DRIVERS_KEY, fetchDay, fetchSettings, listDrivers, type DayFilter } from './api';
import { AssignDialog } from './assign-dialog';
import { longDate, relativeDayName } from './day-label';
import { useIsManager } from '../../lib/admin-me';
import { SETTINGS_KEY, SettingsDialog } from './settings-dialog';
import { ShareLinkDialog } from './share-link-dialog';
import { useLiveBoard, type LiveState } from './live-board';
import { NotSetOffStrip, shownJobs, useNow, withWarnings } from './board-alerts';

/**
 * 'Operasyon': one day's jobs by time (today in Istanbul by default, tomorrow one click away, any
 * date), filtered by status and driver, with the day's counts on top. Cards stack on a phone.
 * The date and filters live in the address, so a reload or a shared link shows the same board.
 */
export function OperationsPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInIstanbul();
  const date = isValidYmd(params.get('date')) ? params.get('date')! : today;
  const status = params.get('status') ?? '';
  const filter: DayFilter = {
    status: isBookingStatus(status) ? status : '',
    driver: params.get('driver') ?? '',
  };
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  const queryClient = useQueryClient();
  const banner = useBanner();
  const day = useQuery({ queryKey: [...DAY_KEY, date, filter], queryFn: () => fetchDay(date, filter) });
  // drivers' statuses and colleagues' changes arrive without a reload
  const live = useLiveBoard(date);
  // 'Yola çıkmadı' turns on as the clock passes N minutes before a pickup, not only at load
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchSettings });
  const notSetOffMinutes = settings.data?.not_set_off_minutes ?? 0;
  const now = useNow(30_000);
  const only =
    params.get('only') === 'warnings' || params.get('only') === 'not_set_off' ? params.get('only')! : '';
  const drivers = useQuery({ queryKey: DRIVERS_KEY, queryFn: listDrivers });
  const [assigning, setAssigning] = useState<JobDto | null>(null);
  const [sharing, setSharing] = useState<DriverDto | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // the overlap window is a setting: Yönetici only (the server answers Operasyon 403)
  const mayChangeSettings = useIsManager();
  const selectedDriver = drivers.data?.find((d) => String(d.id) === filter.driver) ?? null;
  const relative = relativeDayName(date);

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

      <section aria-label="Gün seçimi" className="mb-4 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => set({ date: addDaysYmd(date, -1) })}
          aria-label="Önceki gün"
        >
          ‹
        </Button>
        <Button variant={date === today ? 'primary' : 'secondary'} onClick={() => set({ date: today })}>
          Bugün
        </Button>
        <Button
          variant={date === addDaysYmd(today, 1) ? 'primary' : 'secondary'}
          onClick={() => set({ date: addDaysYmd(today, 1) })}
        >
          Yarın
        </Button>
        <Button
          variant="secondary"
          onClick={() => set({ date: addDaysYmd(date, 1) })}
          aria-label="Sonraki gün"
        >
          ›
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">Tarih</span>
          <input
            type="date"
            className={`${inputClass} w-auto`}
            value={date}
            onChange={(e) => isValidYmd(e.target.value) && set({ date: e.target.value })}
          />
        </label>
        <h2 className="w-full text-lg font-bold text-slate-900 sm:ml-2 sm:w-auto">
          {longDate(date)}
          {relative ? <span className="ml-2 text-sm font-semibold text-sea-700">({relative})</span> : null}
        </h2>
      </section>

      <section aria-label="Filtreler" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700">
          Durum
          <select
            className={`${inputClass} mt-1 w-44`}
            value={filter.status}
            onChange={(e) => set({ status: e.target.value })}
          >
            <option value="">Tüm Durumlar</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Sürücü
          <select
            className={`${inputClass} mt-1 w-52`}
            value={filter.driver}
            onChange={(e) => set({ driver: e.target.value })}
          >
            <option value="">Tüm Sürücüler</option>
            <option value="none">Atanmamış</option>
            {(drivers.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
                {d.is_active ? '' : ' (Pasif)'}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Göster
          <select
            className={`${inputClass} mt-1 w-56`}
            value={only}
            onChange={(e) => set({ only: e.target.value })}
          >
            <option value="">Tüm işler</option>
            <option value="warnings">Yalnızca uyarılı işler</option>
            <option value="not_set_off">Yalnızca yola çıkmayanlar</option>
          </select>
        </label>
        {selectedDriver ? (
          <div className="flex flex-wrap gap-2">
            <Link
              to={`/admin/run-sheet?driver=${selectedDriver.id}&date=${date}`}
              className={buttonClass('secondary')}
            >
              Çalışma Föyü
            </Link>
            {mayChangeSettings ? (
              <Link
                to={`/admin/settlement?driver=${selectedDriver.id}&date=${date}`}
                className={buttonClass('secondary')}
              >
                Kasa
              </Link>
            ) : null}
            <Button variant="accent" onClick={() => setSharing(selectedDriver)}>
              Paylaşım Bağlantısı
            </Button>
          </div>
        ) : null}
        {/* the day as the board shows it now: same date and filters */}
        <CsvExportLink path="/admin/operations/jobs/export.csv" filters={{ date, ...filter }} />
      </section>

      <AdminQuery query={day} loading="İşler yükleniyor" failed="İşler yüklenirken hata oluştu">
        {(data) => (
          <>
            <dl
              aria-label="Günün sayıları"
              className="mb-4 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9"
            >
              <Count label="Toplam iş" value={data.counts.total} />
              <Count
                label="Atanmamış"
                value={data.counts.unassigned}
                tone={data.counts.unassigned > 0 ? 'warn' : undefined}
              />
              <Count label="Geliş" value={data.counts.by_leg.outbound ?? 0} />
              <Count label="Dönüş" value={data.counts.by_leg.return ?? 0} />
              <Count label="Tur" value={data.counts.by_leg.tour ?? 0} />
              <Count label="Beklemede" value={data.counts.by_status.pending ?? 0} />
              <Count label="Onaylandı" value={data.counts.by_status.confirmed ?? 0} />
              <Count
                label="Uyarılı"
                value={withWarnings(data.jobs).length}
                tone={withWarnings(data.jobs).length > 0 ? 'warn' : undefined}
              />
              <Count
                label="Yola çıkmadı"
                value={data.jobs.filter((j) => isNotSetOff(j, now, notSetOffMinutes)).length}
                tone={data.jobs.some((j) => isNotSetOff(j, now, notSetOffMinutes)) ? 'alert' : undefined}
              />
            </dl>
            {shownJobs(data.jobs, only, now, notSetOffMinutes).length === 0 ? (
              <EmptyList>Bu gün için iş bulunamadı</EmptyList>
            ) : (
              <ol className="space-y-3" aria-label="İşler">
                {shownJobs(data.jobs, only, now, notSetOffMinutes).map((job) => (
                  <li
                    key={job.id}
                    className={
                      isNotSetOff(job, now, notSetOffMinutes) ? 'rounded-2xl ring-2 ring-red-400' : undefined
                    }
                  >
                    {isNotSetOff(job, now, notSetOffMinutes) ? <NotSetOffStrip job={job} now={now} /> : null}
                    <JobCard
                      job={job}
                      actions={
                        <Button
                          variant={job.driver ? 'secondary' : 'primary'}
                          onClick={() => setAssigning(job)}
                        >
                          {job.driver ? 'Atamayı Değiştir' : 'Ata'}
                        </Button>
                      }
                    />
                  </li>
                ))}
              </ol>
            )}
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

const LIVE_TEXT: Record<LiveState, string> = {
  connecting: 'Bağlanıyor…',
  live: 'Canlı',
  offline: 'Canlı bağlantı yok',
};

/** Whether the board is following live; when not, it still shows what was last loaded. */
function LiveBadge({ state }: { state: LiveState }) {
  const tone = state === 'live' ? 'bg-emerald-500' : state === 'offline' ? 'bg-amber-500' : 'bg-slate-400';
  return (
    <span
      role="status"
      aria-label="Canlı durum"
      className="inline-flex items-center gap-2 text-sm font-medium text-slate-700"
    >
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${tone}`} />
      {LIVE_TEXT[state]}
    </span>
  );
}

const COUNT_TONES = {
  warn: 'bg-amber-50 ring-amber-200',
  alert: 'bg-red-50 ring-red-200',
  none: 'bg-white ring-slate-200',
};

function Count({
  label,
  value,
  tone,
}: {
  label: string;
  value: number;
  tone?: 'warn' | 'alert' | undefined;
}) {
  return (
    <div className={`rounded-xl px-3 py-2 ring-1 ring-inset ${COUNT_TONES[tone ?? 'none']}`}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-xl font-extrabold tabular-nums text-slate-900 sm:text-2xl">{value}</dd>
    </div>
  );
}
