import { BOOKING_STATUSES, statusLabel, type DriverDto } from '@riviera/domain';
import { Link } from 'react-router';
import { CsvExportLink } from '../../components/admin/csv-export-link';
import { Button, buttonClass } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import type { DayFilter } from './api';

/**
 * The board's filters (status, driver, warnings only) and, for one chosen driver, the way to their
 * run sheet, cash settlement and share link; the CSV export of the day as filtered.
 */
export function BoardFilters({
  date,
  filter,
  only,
  drivers,
  selectedDriver,
  mayChangeSettings,
  set,
  onShare,
}: {
  date: string;
  filter: DayFilter;
  only: string;
  drivers: DriverDto[];
  selectedDriver: DriverDto | null;
  mayChangeSettings: boolean;
  set: (changes: Record<string, string>) => void;
  onShare: (driver: DriverDto) => void;
}) {
  return (
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
          {drivers.map((d) => (
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
        <DriverLinks
          driver={selectedDriver}
          date={date}
          mayChangeSettings={mayChangeSettings}
          onShare={onShare}
        />
      ) : null}
      {/* the day as the board shows it now: same date and filters */}
      <CsvExportLink path="/admin/operations/jobs/export.csv" filters={{ date, ...filter }} />
    </section>
  );
}

/** One driver's day elsewhere: their run sheet, their cash settlement (Yönetici) and a share link. */
function DriverLinks({
  driver,
  date,
  mayChangeSettings,
  onShare,
}: {
  driver: DriverDto;
  date: string;
  mayChangeSettings: boolean;
  onShare: (driver: DriverDto) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={`/admin/run-sheet?driver=${driver.id}&date=${date}`} className={buttonClass('secondary')}>
        Çalışma Föyü
      </Link>
      {mayChangeSettings ? (
        <Link to={`/admin/settlement?driver=${driver.id}&date=${date}`} className={buttonClass('secondary')}>
          Kasa
        </Link>
      ) : null}
      <Button variant="accent" onClick={() => onShare(driver)}>
        Paylaşım Bağlantısı
      </Button>
    </div>
  );
}
