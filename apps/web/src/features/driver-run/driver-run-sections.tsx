import type { DriverRunDto, TripStatus } from '@riviera/domain';
import { JobCard } from '../../components/dispatch/job-facts';
import { longDate } from '../../lib/day-label';
import type { QueuedTap } from './tap-queue';
import { TripControls } from './trip-controls';

/** A dead link (expired, revoked, never valid) or one that could not be loaded: ask for a new one. */
export function RunUnavailable({ expired }: { expired: boolean }) {
  return (
    <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      {expired ? (
        <>
          <h1 className="text-lg font-bold text-slate-900">Bağlantının süresi dolmuş</h1>
          <p className="mt-2 text-sm text-slate-700">
            Bu bağlantı artık geçerli değil: günü geçmiş, iptal edilmiş ya da hiç geçerli olmamış.
          </p>
        </>
      ) : (
        <h1 className="text-lg font-bold text-slate-900">Bağlantı hatası</h1>
      )}
      <p className="mt-2 text-sm text-slate-600">Lütfen operasyon ekibinden yeni bir bağlantı isteyin.</p>
    </div>
  );
}

/** The day's jobs with their status buttons, under the connection and waiting-taps notices. */
export function RunDay({
  day,
  online,
  waiting,
  taps,
  onTap,
  kept,
}: {
  day: DriverRunDto;
  online: boolean;
  waiting: number;
  taps: QueuedTap[];
  onTap: (jobId: number, status: TripStatus, cash?: QueuedTap['cash']) => void;
  kept: boolean;
}) {
  return (
    <>
      <header className="mb-4">
        <h1 className="text-xl font-extrabold text-slate-900">Günün İşleri</h1>
        <p className="text-base font-semibold text-slate-800">
          {longDate(day.date)}
        </p>
        <p className="text-sm text-slate-600">
          {day.driver.name}
          {day.driver.plate ? ` · ${day.driver.plate}` : ''} · {day.jobs.length} iş
        </p>
      </header>
      <div aria-live="polite" className="mb-3 space-y-2 empty:hidden">
        {!online ? (
          <p className="rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-inset ring-amber-300">
            Çevrimdışı: işler telefonda kayıtlı; durumlar bağlantı gelince gönderilecek.
          </p>
        ) : null}
        {waiting > 0 ? (
          <p className="rounded-lg bg-white px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-inset ring-amber-300">
            {waiting} durum gönderilmeyi bekliyor
          </p>
        ) : null}
      </div>
      {day.jobs.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          Bu gün için atanmış iş yok
        </p>
      ) : (
        <ol className="space-y-4" aria-label="İşler">
          {day.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} showDriver={false} showTripStatus={false} />
              <TripControls
                job={job}
                taps={taps.filter((t) => t.job_id === job.id)}
                onTap={(status, cash) => onTap(job.id, status, cash)}
              />
            </li>
          ))}
        </ol>
      )}
      {kept ? (
        <p className="mt-4 text-center text-xs text-slate-500">Bu sayfa çevrimdışı da açılır.</p>
      ) : null}
    </>
  );
}
