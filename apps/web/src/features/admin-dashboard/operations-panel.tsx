import { type DashboardOperationsDto } from '@riviera/domain';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { ErrorState } from '../../components/ui/error-state';
import { Icon, type IconName } from '../../components/ui/icon';
import { adminErrorMessage } from '../../lib/admin-api';
import { useDashboardOperations } from './dashboard-api';
import { mailStatus, ratesStatus, retentionStatus, type OperationStatus } from './operations';

const DOT: Record<OperationStatus['tone'], string> = {
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  danger: 'bg-red-500',
  neutral: 'bg-slate-400',
};

interface Item {
  key: 'mail' | 'rates' | 'retention';
  title: string;
  icon: IconName;
  status: OperationStatus;
  link?: { to: string; label: string };
}

/** The envelope the icon set lacks (mail). */
function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="h-5 w-5" aria-hidden="true">
      <path d="M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm0 1 8 6 8-6" />
    </svg>
  );
}

/** The three things the panel watches, each with its state and where to act on it. */
const itemsOf = (data: DashboardOperationsDto): Item[] => [
  { key: 'mail', title: 'E-posta kuyruğu', icon: 'bookings', status: mailStatus(data.mail) },
  {
    key: 'rates',
    title: 'Döviz kurları',
    icon: 'currencies',
    status: ratesStatus(data.rates),
    link: { to: '/admin/currencies', label: 'Kurları güncelle' },
  },
  {
    key: 'retention',
    title: 'Kişisel veri saklama',
    icon: 'key',
    status: retentionStatus(data.retention),
    link: { to: '/admin/personal-data', label: 'Kişisel Veri Talepleri' },
  },
];

/**
 * 'Sistem Durumu': mail waiting or failed, the last exchange-rate refresh, the last personal-data
 * retention run (decision 030). What Prometheus alerts on, for staff who do not look at Prometheus.
 */
export function OperationsPanel() {
  const ops = useDashboardOperations();
  const items = ops.data ? itemsOf(ops.data) : null;
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" aria-labelledby="operations" data-testid="operations">
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
        <h2 id="operations" className="font-semibold text-slate-900">
          Sistem Durumu
        </h2>
        <button
          type="button"
          onClick={() => void ops.refetch()}
          className="rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-sea-700"
          aria-label="Sistem durumunu yenile"
        >
          <Icon name="refresh" className={`h-4 w-4 ${ops.isFetching ? 'animate-spin' : ''}`} />
        </button>
      </div>
      {ops.isError ? (
        <div className="p-5">
          <ErrorState
            message={adminErrorMessage(ops.error, 'Sistem durumu yüklenirken hata oluştu')}
            retryLabel="Tekrar Dene"
            onRetry={() => void ops.refetch()}
          />
        </div>
      ) : !items ? (
        <OperationsLoading />
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] divide-y divide-slate-100 lg:grid-cols-3 lg:divide-x lg:divide-y-0">
          {items.map((item) => (
            <OperationItem key={item.key} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OperationsLoading() {
  return (
    <ul className="grid gap-px bg-slate-100 lg:grid-cols-3" aria-label="Yükleniyor">
      {[0, 1, 2].map((i) => (
        <li key={i} className="space-y-2 bg-white px-5 py-4">
          <span className="block h-3 w-1/3 animate-pulse rounded bg-slate-200" />
          <span className="block h-3 w-2/3 animate-pulse rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}

function OperationItem({ item }: { item: Item }) {
  return (
    <li className="flex min-w-0 gap-3 px-5 py-4" data-testid={`operations-${item.key}`}>
      <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">
        {item.key === 'mail' ? <MailIcon /> : <Icon name={item.icon} className="h-5 w-5" />}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h3 className="text-sm font-semibold text-slate-800">{item.title}</h3>
          <Badge tone={item.status.tone}>
            <span className={`h-1.5 w-1.5 rounded-full ${DOT[item.status.tone]}`} aria-hidden="true" />
            {item.status.badge}
          </Badge>
        </div>
        {item.status.lines.map((line, i) => (
          <p
            key={i}
            className={`mt-1 break-words text-sm ${line.strong ? (item.status.tone === 'danger' ? 'font-medium text-red-700' : 'font-medium text-slate-800') : 'text-slate-500'}`}
          >
            {line.text}
          </p>
        ))}
        {item.link ? (
          <Link to={item.link.to} className="mt-2 inline-block text-sm font-medium text-sea-700 hover:underline focus-visible:outline-2 focus-visible:outline-sea-700">
            {item.link.label}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
