import { Link } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { Icon, type IconName } from '../../components/ui/icon';
import { adminErrorMessage } from '../../lib/admin-api';
import {
  useDashboardActivities,
  useDashboardStats,
  type Activity,
  type DashboardStats,
} from './dashboard-api';
import { formatCount, formatInstant, formatMonth, formatTimeAgo, formatTry } from './format';
import { OperationsPanel } from './operations-panel';
import { ChannelSplit } from './channel-split';

interface Card {
  key: keyof Pick<DashboardStats, 'total_tours' | 'active_bookings' | 'monthly_revenue' | 'total_customers'>;
  label: string;
  hint: (s: DashboardStats) => string;
  icon: IconName;
  accent: string;
  format: (v: number) => string;
}

const CARDS: Card[] = [
  {
    key: 'total_tours',
    label: 'Toplam Tur',
    hint: () => 'Aktif ve pasif tüm turlar',
    icon: 'tours',
    accent: 'bg-sea-50 text-sea-700',
    format: formatCount,
  },
  {
    key: 'active_bookings',
    label: 'Aktif Rezervasyon',
    // the customers' change requests waiting for an answer are work on these bookings (decision 031)
    hint: (s) =>
      s.open_change_requests > 0
        ? `Beklemede ve onaylı transfer + tur · ${s.open_change_requests} değişiklik talebi yanıt bekliyor`
        : 'Beklemede ve onaylı transfer + tur',
    icon: 'bookings',
    accent: 'bg-amber-50 text-amber-700',
    format: formatCount,
  },
  {
    key: 'monthly_revenue',
    label: 'Bu Ayın Geliri',
    hint: (s) => `${formatMonth(s.month)} · iptaller hariç`,
    icon: 'revenue',
    accent: 'bg-emerald-50 text-emerald-700',
    format: formatTry,
  },
  {
    key: 'total_customers',
    label: 'Toplam Müşteri',
    hint: () => 'Farklı e-posta adresleri',
    icon: 'users',
    accent: 'bg-violet-50 text-violet-700',
    format: formatCount,
  },
];

const QUICK_ACTIONS: { to: string; label: string; text: string; icon: IconName }[] = [
  { to: '/admin/tours', label: 'Turları Yönet', text: 'Tur ekle, düzenle, yayından kaldır', icon: 'tours' },
  {
    to: '/admin/bookings',
    label: 'Rezervasyonlar',
    text: 'Transfer rezervasyonlarını yönet',
    icon: 'bookings',
  },
  {
    to: '/admin/tour-reservations',
    label: 'Tur Rezervasyonları',
    text: 'Tur katılımlarını yönet',
    icon: 'tourReservations',
  },
  { to: '/admin/currencies', label: 'Para Birimleri', text: 'Kurları güncelle', icon: 'currencies' },
];

const ACTIVITY_STYLE: Record<Activity['type'], { icon: IconName; className: string }> = {
  booking: { icon: 'bookings', className: 'bg-sea-50 text-sea-700' },
  tour: { icon: 'tourReservations', className: 'bg-lagoon-400/15 text-lagoon-600' },
  cancel: { icon: 'close', className: 'bg-red-50 text-red-700' },
  other: { icon: 'settings', className: 'bg-slate-100 text-slate-600' },
};

function StatCards() {
  const stats = useDashboardStats();
  if (stats.isError) {
    return (
      <ErrorState
        message={adminErrorMessage(stats.error, 'Dashboard verileri yüklenirken hata oluştu')}
        retryLabel="Tekrar Dene"
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={stats.isPending || undefined}>
      {CARDS.map((c) => (
        <li
          key={c.key}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          data-testid={`stat-${c.key}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-500">{c.label}</p>
              {stats.data ? (
                <p className="mt-2 whitespace-nowrap text-2xl font-bold tabular-nums tracking-tight text-slate-900 sm:text-3xl xl:text-2xl 2xl:text-3xl">
                  {c.format(stats.data[c.key])}
                </p>
              ) : (
                <p className="mt-3 h-7 w-24 animate-pulse rounded bg-slate-200" aria-label="Yükleniyor" />
              )}
            </div>
            <span className={`grid h-11 w-11 shrink-0 place-items-center rounded-xl ${c.accent}`}>
              <Icon name={c.icon} className="h-6 w-6" />
            </span>
          </div>
          <p className="mt-3 text-xs text-slate-400">{stats.data ? c.hint(stats.data) : '\u00a0'}</p>
        </li>
      ))}
    </ul>
  );
}

function Activities() {
  const activities = useDashboardActivities();
  return (
    <section
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      aria-labelledby="recent-activities"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
        <h2 id="recent-activities" className="font-semibold text-slate-900">
          Son Aktiviteler
        </h2>
        <button
          type="button"
          onClick={() => void activities.refetch()}
          className="rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-sea-700"
          aria-label="Aktiviteleri yenile"
        >
          <Icon name="refresh" className={`h-4 w-4 ${activities.isFetching ? 'animate-spin' : ''}`} />
        </button>
      </div>
      {activities.isError ? (
        <div className="p-5">
          <ErrorState
            message={adminErrorMessage(activities.error, 'Aktiviteler yüklenirken hata oluştu')}
            retryLabel="Tekrar Dene"
            onRetry={() => void activities.refetch()}
          />
        </div>
      ) : activities.isPending ? (
        <ul className="divide-y divide-slate-100" aria-label="Yükleniyor">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="flex gap-3 px-5 py-4">
              <span className="h-9 w-9 animate-pulse rounded-full bg-slate-200" />
              <span className="flex-1 space-y-2">
                <span className="block h-3 w-1/3 animate-pulse rounded bg-slate-200" />
                <span className="block h-3 w-2/3 animate-pulse rounded bg-slate-100" />
              </span>
            </li>
          ))}
        </ul>
      ) : activities.data.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">Henüz aktivite yok</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="activities">
          {activities.data.map((a, i) => (
            <li key={`${a.time}-${i}`} className="flex gap-3 px-5 py-3.5">
              <span
                className={`grid h-9 w-9 shrink-0 place-items-center rounded-full ${ACTIVITY_STYLE[a.type].className}`}
              >
                <Icon name={ACTIVITY_STYLE[a.type].icon} className="h-4 w-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-slate-800">{a.action}</p>
                <p className="truncate text-sm text-slate-500" title={a.detail}>
                  {a.detail}
                </p>
              </div>
              <time
                dateTime={a.time}
                title={formatInstant(a.time)}
                className="shrink-0 whitespace-nowrap text-xs text-slate-400"
              >
                {formatTimeAgo(a.time)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DashboardPage() {
  return (
    <div className="space-y-6">
      <StatCards />
      <ChannelSplit />
      <OperationsPanel />
      {/* minmax(0, 1fr): a grid track otherwise grows to its longest unbreakable line (a truncated
          activity), which made the page 600 px wide on a 390 px phone */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
        <section
          className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:col-span-1"
          aria-labelledby="quick-actions"
        >
          <h2 id="quick-actions" className="mb-4 font-semibold text-slate-900">
            Hızlı İşlemler
          </h2>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {QUICK_ACTIONS.map((q) => (
              <li key={q.to}>
                <Link
                  to={q.to}
                  className="group flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-sea-500 hover:bg-sea-50 focus-visible:outline-2 focus-visible:outline-sea-700"
                >
                  <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-600 group-hover:bg-white group-hover:text-sea-700">
                    <Icon name={q.icon} />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-slate-800">{q.label}</span>
                    <span className="block truncate text-xs text-slate-500">{q.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className="min-w-0 lg:col-span-2">
          <Activities />
        </div>
      </div>
    </div>
  );
}
