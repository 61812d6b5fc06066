import { driverRunDto, tripStatusTapDto, type TripStatus } from '@riviera/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { JobCard } from '../../components/dispatch/job-facts';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, request } from '../../lib/api-client';
import { forgetSheet, loadSheet, saveSheet, useInstallableDriverPage, useOnline } from './offline';
import { flushTaps, loadTaps, newClientId, saveTaps, type QueuedTap, type SendFailure } from './tap-queue';
import { TripControls } from './trip-controls';

const LONG = new Intl.DateTimeFormat('tr-TR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Keeps the page (whose address is a secret) out of search engines and out of other sites' referrers. */
function useNoIndex() {
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    const referrer = document.createElement('meta');
    referrer.name = 'referrer';
    referrer.content = 'no-referrer';
    document.head.append(robots, referrer);
    const previousTitle = document.title;
    document.title = 'Günün İşleri';
    return () => {
      robots.remove();
      referrer.remove();
      document.title = previousTitle;
    };
  }, []);
}

/** How a failed send is taken: refused (the rule or the job), a dead link, or a try again later. */
function classifySendError(err: unknown): SendFailure {
  if (err instanceof ApiError && err.status === 404) return { kind: 'dead' };
  if (err instanceof ApiError && (err.status === 409 || err.status === 422))
    return { kind: 'refused', message: err.message };
  return { kind: 'retry' };
}

/** The link's waiting taps and the sending of them: at once when online, again when the phone is back. */
function useTapQueue(token: string, online: boolean, onSent: () => void) {
  const [taps, setTaps] = useState<QueuedTap[]>(() => (typeof window === 'undefined' ? [] : loadTaps(token)));
  const flush = useCallback(() => {
    void flushTaps(
      token,
      (tap) =>
        request(`/driver-runs/${encodeURIComponent(token)}/jobs/${tap.job_id}/status`, {
          method: 'POST',
          body: { status: tap.status, client_id: tap.client_id, tapped_at: tap.tapped_at, cash: tap.cash },
          schema: tripStatusTapDto,
          headers: { 'Accept-Language': 'tr' },
        }),
      classifySendError,
      setTaps,
    ).then((sent) => {
      if (sent) onSent();
    });
  }, [token, onSent]);

  useEffect(() => {
    if (!online) return;
    flush();
    // a send that failed on a weak connection (the browser still says online) is tried again
    const timer = window.setInterval(flush, 15_000);
    return () => window.clearInterval(timer);
  }, [online, flush]);

  const tap = useCallback(
    (jobId: number, status: TripStatus, cash?: QueuedTap['cash']) => {
      const next: QueuedTap = {
        client_id: newClientId(),
        job_id: jobId,
        status,
        ...(cash ? { cash } : {}),
        tapped_at: new Date().toISOString(),
        state: 'pending',
      };
      const all = [...loadTaps(token), next];
      saveTaps(token, all);
      setTaps(all);
      if (navigator.onLine) flush();
    },
    [token, flush],
  );

  /** Forgets the sent taps the server's history now shows: the page shows them from there. */
  const settle = useCallback(
    (knownIds: Set<string>) => {
      const kept = loadTaps(token).filter((t) => !(t.state === 'sent' && knownIds.has(t.client_id)));
      saveTaps(token, kept);
      setTaps(kept);
    },
    [token],
  );
  return { taps, tap, settle };
}

/**
 * The driver's page (/surucu/{token}): his jobs of one day on a phone, with the pickup in a maps
 * app and the status buttons (decision 035). Only his jobs, no prices, no PNR; an unknown, expired
 * or revoked link, or one of a driver set 'Pasif', gets the expired page (decision 032). Works
 * offline once opened: the jobs are kept on the phone and taps wait there until the phone is back
 * online. Turkish, like the back office it comes from.
 */
export function DriverRunPage() {
  const { token = '' } = useParams();
  useNoIndex();
  const online = useOnline();
  const kept = useInstallableDriverPage(token);
  const client = useQueryClient();
  const queryKey = ['driver-run', token];
  const sheet = useQuery({
    queryKey,
    queryFn: async () => {
      try {
        const fresh = await request(`/driver-runs/${encodeURIComponent(token)}`, {
          schema: driverRunDto,
          headers: { 'Accept-Language': 'tr' },
        });
        saveSheet(token, fresh);
        return fresh;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) forgetSheet(token);
        throw err;
      }
    },
    // opened without network: the copy kept on the phone, asked again when the network is back
    initialData: () => (typeof window === 'undefined' ? undefined : loadSheet(token)),
    initialDataUpdatedAt: 0,
    networkMode: 'offlineFirst',
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });
  const refetch = useCallback(
    () => void client.invalidateQueries({ queryKey: ['driver-run', token] }),
    [client, token],
  );
  const { taps, tap, settle } = useTapQueue(token, online, refetch);
  useEffect(() => {
    if (sheet.data) settle(new Set(sheet.data.jobs.flatMap((j) => j.trip_events.map((e) => e.client_id))));
  }, [sheet.data, settle]);
  const waiting = taps.filter((t) => t.state === 'pending').length;
  const expired = sheet.error instanceof ApiError && sheet.error.status === 404;

  return (
    <div lang="tr" className="min-h-screen bg-slate-100 px-3 py-4 text-slate-800">
      <main className="mx-auto max-w-2xl" data-offline-ready={kept ? 'true' : undefined}>
        {sheet.isPending ? (
          <Spinner label="İşler yükleniyor" />
        ) : expired || !sheet.data ? (
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
            <p className="mt-2 text-sm text-slate-600">
              Lütfen operasyon ekibinden yeni bir bağlantı isteyin.
            </p>
          </div>
        ) : (
          <>
            <header className="mb-4">
              <h1 className="text-xl font-extrabold text-slate-900">Günün İşleri</h1>
              <p className="text-base font-semibold text-slate-800">
                {LONG.format(new Date(`${sheet.data.date}T12:00:00Z`))}
              </p>
              <p className="text-sm text-slate-600">
                {sheet.data.driver.name}
                {sheet.data.driver.plate ? ` · ${sheet.data.driver.plate}` : ''} · {sheet.data.jobs.length} iş
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
            {sheet.data.jobs.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
                Bu gün için atanmış iş yok
              </p>
            ) : (
              <ol className="space-y-4" aria-label="İşler">
                {sheet.data.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} showDriver={false} showTripStatus={false} />
                    <TripControls
                      job={job}
                      taps={taps.filter((t) => t.job_id === job.id)}
                      onTap={(status, cash) => tap(job.id, status, cash)}
                    />
                  </li>
                ))}
              </ol>
            )}
            {kept ? (
              <p className="mt-4 text-center text-xs text-slate-500">Bu sayfa çevrimdışı da açılır.</p>
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}
