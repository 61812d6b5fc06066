import {
  TRIP_STATUS_BUTTONS,
  cashAmountInput,
  formatPriceWithCents,
  nextTripStatuses,
  type DriverRunJobDto,
  type TripStatus,
} from '@riviera/domain';
import { useState } from 'react';
import { useElementId } from '../../lib/use-element-id';
import type { QueuedTap } from './tap-queue';

/** The currencies a guest may pay in on arrival; the booked one comes first. */
const CASH_CURRENCIES = ['EUR', 'USD', 'GBP', 'TRY'];
const money = (c: { amount: number; currency: string }) => formatPriceWithCents(c.amount, c.currency);

/**
 * 'Tamamlandı' asks what was collected: the expected amount in the booked currency is filled in,
 * the driver corrects it to what he got (0 when the guest paid nothing on arrival).
 */
function CashForm({
  job,
  onDone,
  onCancel,
}: {
  job: DriverRunJobDto;
  onDone: (cash: { amount: number; currency: string }) => void;
  onCancel: () => void;
}) {
  const id = useElementId();
  const booked = job.expected_cash?.currency ?? 'EUR';
  const [amount, setAmount] = useState(job.expected_cash ? String(job.expected_cash.amount) : '0');
  const [currency, setCurrency] = useState(booked);
  const [error, setError] = useState<string | null>(null);
  const currencies = [booked, ...CASH_CURRENCIES.filter((c) => c !== booked)];
  return (
    <form
      aria-label="Tahsilat"
      className="mt-3 space-y-3 rounded-xl bg-emerald-50 p-3 ring-1 ring-inset ring-emerald-200"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = cashAmountInput.safeParse({ amount: Number(amount.replace(',', '.')), currency });
        if (!parsed.success || amount.trim() === '') {
          setError('Geçerli bir tutar girin (en fazla 2 ondalık)');
          return;
        }
        onDone(parsed.data);
      }}
    >
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <label htmlFor={`${id}-amount`} className="col-span-2 text-sm font-semibold text-slate-900">
          Tahsil edilen tutar
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={error ? true : undefined}
          className="min-h-12 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-lg font-semibold"
        />
        <select
          aria-label="Para birimi"
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
          className="min-h-12 rounded-lg border border-slate-300 bg-white px-2 text-lg font-semibold"
        >
          {currencies.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-12 rounded-xl bg-white font-semibold ring-1 ring-inset ring-slate-300"
        >
          Vazgeç
        </button>
        <button type="submit" className="min-h-12 rounded-xl bg-emerald-700 font-bold text-white">
          Kaydet ve tamamla
        </button>
      </div>
    </form>
  );
}

const CLOCK = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});
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
  onTap: (status: TripStatus, cash?: { amount: number; currency: string }) => void;
}) {
  const [askingCash, setAskingCash] = useState(false);
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
      <p className="mt-3 text-sm text-slate-800">
        <span className="font-semibold">Tahsil edilecek: </span>
        {job.expected_cash
          ? money(job.expected_cash)
          : job.leg === 'return'
            ? 'yok (ödeme gidişte alınır)'
            : 'yok'}
      </p>
      <TripHistory events={job.trip_events} waiting={waiting} />
      {askingCash && offered.includes('completed') ? (
        <CashForm
          job={job}
          onCancel={() => setAskingCash(false)}
          onDone={(cash) => {
            setAskingCash(false);
            onTap('completed', cash);
          }}
        />
      ) : offered.length > 0 ? (
        <div className="mt-3 grid grid-cols-1 gap-2">
          {offered.map((status) => (
            <button
              key={status}
              type="button"
              onClick={() => (status === 'completed' ? setAskingCash(true) : onTap(status))}
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

/** What the driver tapped: the server's history with its times, then his taps not in it yet. */
function TripHistory({ events, waiting }: { events: DriverRunJobDto['trip_events']; waiting: QueuedTap[] }) {
  if (events.length + waiting.length === 0) return null;
  return (
    <ol aria-label="Durum geçmişi" className="mt-3 space-y-1 text-sm">
      {events.map((e) => (
        <li key={e.client_id} className="flex justify-between gap-2 text-slate-800">
          <TapName status={e.status} cash={e.cash} />
          <span className="text-emerald-800">Gönderildi {clock(e.at)}</span>
        </li>
      ))}
      {waiting.map((t) => (
        <li key={t.client_id} className="flex justify-between gap-2 text-slate-800">
          <TapName status={t.status} cash={t.cash} />
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
  );
}

/** A tapped status, with the amount collected when it was 'Tamamlandı'. */
function TapName({
  status,
  cash,
}: {
  status: TripStatus;
  cash?: { amount: number; currency: string } | null;
}) {
  return (
    <span className="font-semibold">
      {TRIP_STATUS_BUTTONS[status]}
      {cash ? ` · ${money(cash)}` : ''}
    </span>
  );
}
