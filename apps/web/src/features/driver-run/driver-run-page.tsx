import { driverRunDto } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { JobCard } from '../../components/dispatch/job-facts';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, request } from '../../lib/api-client';

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

/**
 * The driver's share page (/surucu/{token}): his jobs of one day on a phone. Only his jobs, no
 * prices, no PNR; an unknown, expired or revoked link, or one of a driver set 'Pasif', gets the
 * expired page (decision 032). Turkish, like the back office it comes from.
 */
export function DriverRunPage() {
  const { token = '' } = useParams();
  useNoIndex();
  const sheet = useQuery({
    queryKey: ['driver-run', token],
    queryFn: () =>
      request(`/driver-runs/${encodeURIComponent(token)}`, {
        schema: driverRunDto,
        headers: { 'Accept-Language': 'tr' },
      }),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

  return (
    <div lang="tr" className="min-h-screen bg-slate-100 px-3 py-4 text-slate-800">
      <main className="mx-auto max-w-2xl">
        {sheet.isPending ? (
          <Spinner label="İşler yükleniyor" />
        ) : sheet.isError ? (
          <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            {sheet.error instanceof ApiError && sheet.error.status === 404 ? (
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
            {sheet.data.jobs.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
                Bu gün için atanmış iş yok
              </p>
            ) : (
              <ol className="space-y-3" aria-label="İşler">
                {sheet.data.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} showDriver={false} />
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </main>
    </div>
  );
}
