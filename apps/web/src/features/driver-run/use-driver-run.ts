import { driverRunDto, tripStatusTapDto, type TripStatus } from '@riviera/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, request } from '../../lib/api-client';
import { forgetSheet, loadSheet, saveSheet } from './offline';
import { flushTaps, loadTaps, newClientId, saveTaps, type QueuedTap, type SendFailure } from './tap-queue';

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
 * The driver's day (kept on the phone for offline use, dropped when the link is dead) and his taps;
 * a tap the server's history now shows leaves the queue, and a sent one asks for the day again.
 */
export function useDriverRun(token: string, online: boolean) {
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

  return { sheet, taps, tap, waiting, expired };
}
