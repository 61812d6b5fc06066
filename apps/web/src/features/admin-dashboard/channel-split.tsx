import { channelLabel } from '@riviera/domain';
import { useDashboardStats } from './dashboard-api';
import { formatCount, formatMonth, formatTry } from './format';

/**
 * This month's tour reservations by who sold them (decision 041): 'Web sitesi' and each reseller
 * over OCTO, with reservations, guests and turnover. Shown once there are any.
 */
export function ChannelSplit() {
  const stats = useDashboardStats();
  const rows = stats.data?.tour_channels ?? [];
  if (!stats.data || rows.length === 0) return null;
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="tour-channels">
      <h2 id="tour-channels" className="font-semibold text-slate-900">
        Satış Kanalları
      </h2>
      <p className="mt-0.5 text-xs text-slate-500">Tur rezervasyonları · {formatMonth(stats.data.month)} · iptaller hariç</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Bu ayın tur rezervasyonları satış kanalına göre</caption>
          <thead>
            <tr className="border-b border-slate-100 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-2 pr-3">Kanal</th>
              <th scope="col" className="py-2 pr-3 text-right">Rezervasyon</th>
              <th scope="col" className="py-2 pr-3 text-right">Kişi</th>
              <th scope="col" className="py-2 text-right">Ciro</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.channel ?? ''}>
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-800">{channelLabel(r.channel)}</th>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCount(r.reservations)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCount(r.seats)}</td>
                <td className="whitespace-nowrap py-2 text-right tabular-nums">{formatTry(r.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
