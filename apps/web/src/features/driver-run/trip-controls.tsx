import {
  TRIP_STATUS_BUTTONS,
  nextTripStatuses,
  type DriverRunJobDto,
  type TripStatus,
} from '@riviera/domain';
import type { QueuedTap } from './tap-queue';

const CLOCK = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });
const clock = (iso: string) => CLOCK.format(new Date(iso));

/**
 * Where the driver picks the guest up, as a maps app reads it: the airport for an arrival, the
 * hotel (with its place) for a return, the meeting place of a tour.
 */
export function pickupText(job: Pick<DriverRunJobDto, 'leg' | 'from' | 'hotel'>): string {
  return job.leg === 'return' && job.hotel ? `${job.hotel}, ${job.from}` : job.from;
}

/** A maps search for the pickup: opens the phone's maps app where there is one, a browser map elsewhere. */
export const mapsLink = (text: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`;

/** The job's status now as the driver sees it: the server's history, then his taps not in it yet. */
export function effectiveStatus(job: DriverRunJobDto, taps: QueuedTap[]): TripStatus | null {
  const known = new Set(job.trip_events.map((e) => e.client_id));
  const mine = taps.filter((t) => t.state !== 'refused' && !known.has(t.client_id));
  return mine.at(-1)?.status ?? job.trip_status?.status ?? null;
}

const BUTTON_TONES: Record<TripStatus, string> = {
  on_the_way: 'bg-sea-700 text-white hover:bg-sea-800',
  at_pickup: 'bg-sea-700 text-white hover:bg-sea-800',
  on_board: 'bg-sea-700 text-white hover:bg-sea-800',
  completed: 'bg-emerald-700 text-white hover:bg-emerald-800',
  no_show: 'bg-white text-red-800 ring-2 ring-inset ring-red-300 hover:bg-red-50',
};

/**
 * Under each job of the driver's page: the pickup in a maps app, the statuses he may tap now
 * (the domain's rule), and what he tapped, with the server's time once sent or 'Gönderilmeyi
 * bekliyor' while the phone holds it.
 */
export function TripControls({
  job,
  taps,
  onTap,
}: {
  job: DriverRunJobDto;
  taps: QueuedTap[];
  onTap: (status: TripStatus) => void;
}) {
  const current = effectiveStatus(job, taps);
  const cancelled = job.status === 'cancelled';
  const offered = cancelled ? [] : nextTripStatuses(current);
  const known = new Set(job.trip_events.map((e) => e.client_id));
  const waiting = taps.filter((t) => !known.has(t.client_id));
  return (
    <section aria-label="Durum" className="-mt-2 rounded-b-xl bg-white px-4 pb-4 pt-3 ring-1 ring-slate-200">
      <a
        href={mapsLink(pickupText(job))}
        target="_blank"
        rel="noreferrer"
        className="flex min-h-12 items-center justify-center rounded-lg bg-slate-100 px-4 text-base font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-200"
      >
        Alış noktasını haritada aç
      </a>
      {job.trip_events.length + waiting.length > 0 ? (
        <ol aria-label="Durum geçmişi" className="mt-3 space-y-1 text-sm">
          {job.trip_events.map((e) => (
            <li key={e.client_id} className="flex justify-between gap-2 text-slate-800">
              <span className="font-semibold">{TRIP_STATUS_BUTTONS[e.status]}</span>
              <span className="text-emerald-800">Gönderildi {clock(e.at)}</span>
            </li>
          ))}
          {waiting.map((t) => (
            <li key={t.client_id} className="flex justify-between gap-2 text-slate-800">
              <span className="font-semibold">{TRIP_STATUS_BUTTONS[t.status]}</span>
              {t.state === 'pending' ? (
                <span className="font-semibold text-amber-800">Gönderilmeyi bekliyor</span>
              ) : t.state === 'sent' && t.at ? (
                <span className="text-emerald-800">Gönderildi {clock(t.at)}</span>
              ) : (
                <span className="text-red-800">Gönderilemedi: {t.message}</span>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {offered.length > 0 ? (
        <div className="mt-3 grid grid-cols-1 gap-2">
          {offered.map((status) => (
            <button
              key={status}
              type="button"
              onClick={() => onTap(status)}
              className={`min-h-14 rounded-xl px-4 text-lg font-bold shadow-sm ${BUTTON_TONES[status]}`}
            >
              {TRIP_STATUS_BUTTONS[status]}
            </button>
          ))}
        </div>
      ) : current === 'completed' || current === 'no_show' ? (
        <p className="mt-3 text-center text-sm font-semibold text-slate-700">Bu iş bitti</p>
      ) : null}
    </section>
  );
}
