import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { RunDay, RunUnavailable } from './driver-run-sections';
import { useInstallableDriverPage, useOnline } from './offline';
import { useDriverRun } from './use-driver-run';

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
  const { sheet, taps, tap, waiting, expired } = useDriverRun(token, online);

  return (
    <div lang="tr" className="min-h-screen bg-slate-100 px-3 py-4 text-slate-800">
      <main className="mx-auto max-w-2xl" data-offline-ready={kept ? 'true' : undefined}>
        {sheet.isPending ? (
          <Spinner label="İşler yükleniyor" />
        ) : expired || !sheet.data ? (
          <RunUnavailable expired={expired} />
        ) : (
          <RunDay day={sheet.data} online={online} waiting={waiting} taps={taps} onTap={tap} kept={kept} />
        )}
      </main>
    </div>
  );
}
