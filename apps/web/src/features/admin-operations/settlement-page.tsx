import {
  JOB_LEG_LABELS,
  TRIP_STATUS_LABELS,
  formatDateTimeTr,
  formatPriceWithCents,
  isValidYmd,
  todayInIstanbul,
  type SettlementDto,
} from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CsvExportLink } from '../../components/admin/csv-export-link';
import { AdminQuery } from '../../components/ui/admin-query';
import { Button, buttonClass } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { confirmHandover, fetchSettlement } from './api';
import { longDate } from '../../lib/day-label';

/** A4 portrait with narrow margins; only while the sheet is on screen. */
const PRINT_CSS =
  '@media print { @page { size: A4 portrait; margin: 12mm; } html, body { background: #fff; } }';

const money = (c: { amount: number; currency: string } | null) =>
  c ? formatPriceWithCents(c.amount, c.currency) : '—';

/**
 * A driver's day of cash on arrival (issue 26 item 2, decision 035): each job's expected and
 * collected amounts, then per currency expected, collected, handed to the office and the
 * difference, with staff confirming the hand-over; a CSV and an A4 print. Yönetici's screen.
 */
export function SettlementPage() {
  const [params] = useSearchParams();
  const driver = Number(params.get('driver'));
  const hasDriver = Number.isInteger(driver) && driver > 0;
  const date = isValidYmd(params.get('date')) ? params.get('date')! : todayInIstanbul();
  const query = useQuery({
    queryKey: ['admin', 'operations', 'settlement', driver, date],
    queryFn: () => fetchSettlement(driver, date),
    enabled: hasDriver,
  });
  return (
    <div>
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <Link
          to={
            hasDriver ? `/admin/operations?date=${date}&driver=${driver}` : `/admin/operations?date=${date}`
          }
          className={buttonClass('secondary')}
        >
          ‹ Operasyon
        </Link>
        {hasDriver ? (
          <>
            <Button onClick={() => window.print()}>Yazdır</Button>
            <CsvExportLink
              path="/admin/operations/settlement.csv"
              filters={{ driver: String(driver), date }}
            />
          </>
        ) : null}
      </div>
      {hasDriver ? (
        <AdminQuery query={query} loading="Kasa yükleniyor" failed="Kasa yüklenemedi">
          {(data) => <Settlement sheet={data} />}
        </AdminQuery>
      ) : (
        <p
          role="status"
          className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200"
        >
          Kasa için bir sürücü seçilmedi. Operasyon ekranında sürücüyü seçip &lsquo;Kasa&rsquo; düğmesine
          basın.
        </p>
      )}
    </div>
  );
}

const th =
  'border-b border-slate-300 px-2 py-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'border-b border-slate-200 px-2 py-1 align-top';

function Settlement({ sheet }: { sheet: SettlementDto }) {
  return (
    <article className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 print:rounded-none print:p-0 print:shadow-none print:ring-0">
      <header className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-slate-900 pb-3">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900">Kasa Teslimi</h1>
          <p className="text-base font-semibold text-slate-800">{longDate(sheet.date)}</p>
        </div>
        <p className="text-lg font-bold text-slate-900">
          {sheet.driver.name}
          {sheet.driver.plate ? ` · ${sheet.driver.plate}` : ''}
        </p>
      </header>

      <h2 className="mt-5 text-lg font-bold text-slate-900">Para birimine göre</h2>
      <table className="mt-2 w-full text-sm" aria-label="Para birimine göre">
        <thead>
          <tr>
            <th className={th}>Para Birimi</th>
            <th className={th}>Beklenen</th>
            <th className={th}>Tahsil Edilen</th>
            <th className={th}>Teslim Edilen</th>
            <th className={th}>Fark</th>
            <th className={`${th} print:hidden`}>Teslim</th>
          </tr>
        </thead>
        <tbody>
          {sheet.lines.length === 0 ? (
            <tr>
              <td className={td} colSpan={6}>
                Bu gün için tahsilat yok
              </td>
            </tr>
          ) : (
            sheet.lines.map((l) => <LineRow key={l.currency} sheet={sheet} line={l} />)
          )}
        </tbody>
      </table>

      <h2 className="mt-6 text-lg font-bold text-slate-900">İşler</h2>
      <table className="mt-2 w-full text-sm" aria-label="İşler">
        <thead>
          <tr>
            <th className={th}>Saat</th>
            <th className={th}>İş</th>
            <th className={th}>PNR</th>
            <th className={th}>Müşteri</th>
            <th className={th}>Durum</th>
            <th className={th}>Beklenen</th>
            <th className={th}>Tahsil Edilen</th>
          </tr>
        </thead>
        <tbody>
          {sheet.jobs.map((j) => (
            <tr key={j.id}>
              <td className={`${td} tabular-nums`}>{j.time ?? '--:--'}</td>
              <td className={td}>{JOB_LEG_LABELS[j.leg]}</td>
              <td className={`${td} font-mono`}>{j.pnr}</td>
              <td className={td}>{j.customer_name}</td>
              <td className={td}>{j.trip_status ? TRIP_STATUS_LABELS[j.trip_status] : '—'}</td>
              <td className={`${td} tabular-nums`}>{money(j.expected)}</td>
              <td className={`${td} tabular-nums`}>{money(j.collected)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-10 hidden grid-cols-2 gap-8 text-sm print:grid">
        <p className="border-t border-slate-900 pt-1">Teslim eden (sürücü)</p>
        <p className="border-t border-slate-900 pt-1">Teslim alan (ofis)</p>
      </div>
    </article>
  );
}

/** One currency's totals, with the amount handed over and its confirmation. */
function LineRow({ sheet, line }: { sheet: SettlementDto; line: SettlementDto['lines'][number] }) {
  const client = useQueryClient();
  const [amount, setAmount] = useState(String(line.handed ?? line.collected));
  const confirm = useMutation({
    mutationFn: () =>
      confirmHandover({
        driver_id: sheet.driver.id,
        date: sheet.date,
        currency: line.currency,
        amount: Number(amount.replace(',', '.')),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'operations', 'settlement'] }),
  });
  const fmt = (n: number | null) => (n === null ? '—' : formatPriceWithCents(n, line.currency));
  return (
    <tr>
      <td className={`${td} font-semibold`}>{line.currency}</td>
      <td className={`${td} tabular-nums`}>{fmt(line.expected)}</td>
      <td className={`${td} tabular-nums`}>{fmt(line.collected)}</td>
      <td className={`${td} tabular-nums`}>
        {fmt(line.handed)}
        {line.confirmed_at ? (
          <span className="block text-xs text-slate-500">
            Onaylayan: {line.confirmed_by ?? '—'}, {formatDateTimeTr(new Date(line.confirmed_at))}
          </span>
        ) : null}
      </td>
      <td
        className={`${td} tabular-nums font-semibold ${line.difference < 0 ? 'text-red-700' : 'text-slate-900'}`}
      >
        {fmt(line.difference)}
      </td>
      <td className={`${td} print:hidden`}>
        <form
          className="flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            confirm.mutate();
          }}
        >
          <input
            aria-label={`Teslim edilen ${line.currency}`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className={`${inputClass} w-28`}
          />
          <Button type="submit" disabled={confirm.isPending}>
            Teslimi Onayla
          </Button>
        </form>
        {confirm.isError ? (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {confirm.error.message || 'Kaydedilemedi'}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
