import {
  JOB_LEG_LABELS,
  TRIP_STATUS_LABELS,
  flightText,
  luggageText,
  telLink,
  whatsappLink,
  type JobDto,
  type JobLeg,
} from '@riviera/domain';
import type { ReactNode } from 'react';
import { Badge, StatusBadge, type BadgeTone } from '../ui/badge';

/**
 * A job as the board, the run sheet and the driver's share page carry it: the share page has no
 * driver, no flags and no PNR (a key to the public look-up, decision 032).
 */
export type JobFactsJob = Omit<
  JobDto,
  'driver' | 'warnings' | 'pnr' | 'booking_id' | 'tour_reservation_id'
> & {
  driver?: JobDto['driver'];
  warnings?: JobDto['warnings'];
  pnr?: string;
  trip_status?: JobDto['trip_status'];
  trip_events?: JobDto['trip_events'];
};

/** '3 sa 30 dk', '35 dk': a route's drive time as a dispatcher reads it. */
export function driveText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} sa` : '', m ? `${m} dk` : ''].filter(Boolean).join(' ') || '0 dk';
}

/** The board's flags of a job (decision 032): amber, one line each, never blocking. */
export function JobWarnings({ warnings }: { warnings: JobDto['warnings'] }) {
  if (warnings.length === 0) return null;
  return (
    <ul
      aria-label="Uyarılar"
      className="mt-3 space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-inset ring-amber-300"
    >
      {warnings.map((w, i) => (
        <li key={i}>
          <span aria-hidden="true">⚠ </span>
          {w.message}
        </li>
      ))}
    </ul>
  );
}

const LEG_TONES: Record<JobLeg, BadgeTone> = { outbound: 'brand', return: 'info', tour: 'success' };

/** 'Geliş' / 'Dönüş' / 'Tur' as a coloured label. */
export function LegBadge({ leg }: { leg: JobLeg }) {
  return <Badge tone={LEG_TONES[leg]}>{JOB_LEG_LABELS[leg]}</Badge>;
}

const TRIP_CLOCK = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/**
 * The driver's statuses of the job (decision 035) as the office reads them: the latest as a label
 * with its server time, then the whole history in order.
 */
export function TripStatusLine({ job }: { job: Pick<JobDto, 'trip_status' | 'trip_events'> }) {
  if (!job.trip_status) return null;
  const latest = job.trip_status;
  const finished = latest.status === 'completed' || latest.status === 'no_show';
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-label="Sürücü durumu">
      <Badge tone={latest.status === 'no_show' ? 'danger' : finished ? 'success' : 'info'}>
        {TRIP_STATUS_LABELS[latest.status]} · {TRIP_CLOCK.format(new Date(latest.at))}
      </Badge>
      {job.trip_events.length > 1 ? (
        <ol aria-label="Durum geçmişi" className="flex flex-wrap gap-x-2 text-slate-600">
          {job.trip_events.map((e, i) => (
            <li key={e.client_id || i}>
              {i > 0 ? <span aria-hidden="true">→ </span> : null}
              {TRIP_STATUS_LABELS[e.status]} {TRIP_CLOCK.format(new Date(e.at))}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** '2 yetişkin, 1 çocuk' */
export function partyText(job: Pick<JobDto, 'adults' | 'children'>): string {
  return job.children > 0 ? `${job.adults} yetişkin, ${job.children} çocuk` : `${job.adults} yetişkin`;
}

// The luggage and flight lines are the domain's, so the board, the run sheet and the CSV read alike.
export { flightText, luggageText } from '@riviera/domain';

/** Call and WhatsApp links for a phone number, large enough for a thumb. */
export function PhoneLinks({ phone }: { phone: string }) {
  if (!phone) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a
        href={telLink(phone)}
        className="inline-flex min-h-9 items-center rounded-lg bg-sea-50 px-3 text-sm font-semibold text-sea-800 ring-1 ring-inset ring-sea-100 hover:bg-sea-100 print:bg-transparent print:p-0 print:ring-0"
      >
        <span className="mr-1 font-normal print:hidden">Ara</span>
        {phone}
      </a>
      <a
        href={whatsappLink(phone)}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-9 items-center rounded-lg bg-emerald-50 px-3 text-sm font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-200 hover:bg-emerald-100 print:hidden"
      >
        WhatsApp
      </a>
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Everything about a job a dispatcher or a driver needs, laid out as a card: time, type, status,
 * PNR, customer with phone links, from → to, flight, party, luggage, vehicle, extras, hotel, note.
 * Never a price. `actions` go in the card's corner (the board's 'Ata' button).
 */
export function JobCard({
  job,
  actions,
  showDriver = true,
  showTripStatus = true,
}: {
  job: JobFactsJob;
  actions?: ReactNode;
  showDriver?: boolean;
  /** the driver's page shows the statuses with its own buttons */
  showTripStatus?: boolean;
}) {
  const flight = flightText(job);
  const luggage = luggageText(job.luggage);
  const cancelled = job.status === 'cancelled';
  return (
    <article
      aria-label={`${job.time ?? 'Saatsiz'} ${JOB_LEG_LABELS[job.leg]}${job.pnr ? ` ${job.pnr}` : ''}`}
      className={`break-inside-avoid rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:rounded-none print:shadow-none ${cancelled ? 'opacity-70' : ''}`}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <p className="text-2xl font-extrabold tabular-nums text-slate-900">{job.time ?? '--:--'}</p>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <LegBadge leg={job.leg} />
          <StatusBadge status={job.status} />
          {job.pnr ? <span className="font-mono text-sm font-semibold text-slate-700">{job.pnr}</span> : null}
        </div>
        {actions ? <div className="ml-auto print:hidden">{actions}</div> : null}
      </div>
      <p className={`mt-2 text-base font-semibold text-slate-900 ${cancelled ? 'line-through' : ''}`}>
        {job.from} <span aria-hidden="true">→</span>
        <span className="sr-only">, </span> {job.to}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-slate-900">{job.customer_name}</span>
        <PhoneLinks phone={job.customer_phone} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
        {flight ? <Fact label="Uçuş">{flight}</Fact> : null}
        <Fact label="Kişi">{partyText(job)}</Fact>
        {luggage ? <Fact label="Bagaj">{luggage}</Fact> : null}
        {job.vehicle_type ? <Fact label="Araç tipi">{job.vehicle_type}</Fact> : null}
        {job.drive_minutes ? <Fact label="Yol süresi">{driveText(job.drive_minutes)}</Fact> : null}
        {job.hotel ? <Fact label="Otel">{job.hotel}</Fact> : null}
        {job.extras.length ? <Fact label="Ekstralar">{job.extras.join(', ')}</Fact> : null}
        {showDriver ? (
          <Fact label="Sürücü">
            {job.driver ? (
              `${job.driver.name}${job.driver.plate ? ` · ${job.driver.plate}` : ''}`
            ) : (
              <span className="font-semibold text-amber-700">Atanmadı</span>
            )}
          </Fact>
        ) : null}
        <Fact label="Araç">
          {job.vehicle ? `${job.vehicle.name} (${job.vehicle.capacity} kişilik)` : 'Belirtilmemiş'}
        </Fact>
      </dl>
      {showTripStatus && job.trip_status ? (
        <TripStatusLine job={{ trip_status: job.trip_status, trip_events: job.trip_events ?? [] }} />
      ) : null}
      {job.warnings ? <JobWarnings warnings={job.warnings} /> : null}
      {job.note ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          <span className="font-semibold">Not:</span> {job.note}
        </p>
      ) : null}
      {job.special_requests ? (
        <p className="mt-2 text-sm text-slate-600">Müşteri isteği: {job.special_requests}</p>
      ) : null}
    </article>
  );
}
