import { JOB_LEG_LABELS, isValidYmd, statusLabel, todayInIstanbul, type RunSheetDto } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { flightText, luggageText, partyText } from '../../components/dispatch/job-facts';
import { AdminQuery } from '../../components/ui/admin-query';
import { Button, buttonClass } from '../../components/ui/button';
import { fetchRunSheet } from './api';
import { longDate } from '../../lib/day-label';

/** A4 portrait with narrow margins; only while the run sheet is on screen. */
const PRINT_CSS =
  '@media print { @page { size: A4 portrait; margin: 12mm; } html, body { background: #fff; } }';

/**
 * A driver's run sheet for one day, made to be printed on A4 (the browser's print, with the menu
 * and title bar hidden by the print stylesheet): the driver, the date and his jobs by time. No prices.
 */
export function RunSheetPage() {
  const [params] = useSearchParams();
  const driver = Number(params.get('driver'));
  const hasDriver = Number.isInteger(driver) && driver > 0;
  const date = isValidYmd(params.get('date')) ? params.get('date')! : todayInIstanbul();
  const sheet = useQuery({
    queryKey: ['admin', 'operations', 'run-sheet', driver, date],
    queryFn: () => fetchRunSheet(driver, date),
    enabled: hasDriver,
  });

  return (
    <div>
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <Link to={hasDriver ? `/admin/operations?date=${date}&driver=${driver}` : `/admin/operations?date=${date}`} className={buttonClass('secondary')}>
          ‹ Operasyon
        </Link>
        {hasDriver ? <Button onClick={() => window.print()}>Yazdır</Button> : null}
      </div>
      {hasDriver ? (
        <AdminQuery query={sheet} loading="Çalışma föyü yükleniyor" failed="Çalışma föyü yüklenemedi">
          {(data) => <RunSheet sheet={data} />}
        </AdminQuery>
      ) : (
        // Opened without ?driver= (a bookmark, a hand-typed address) there is nothing to load: the
        // query never starts, so a spinner here would spin for ever.
        <p role="status" className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
          Çalışma föyü için bir sürücü seçilmedi. Operasyon ekranında sürücüyü seçip &lsquo;Çalışma Föyü&rsquo; düğmesine basın.
        </p>
      )}
    </div>
  );
}

function RunSheet({ sheet }: { sheet: RunSheetDto }) {
  return (
    <article className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 print:rounded-none print:p-0 print:shadow-none print:ring-0">
      <header className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-slate-900 pb-3">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900">Çalışma Föyü</h1>
          <p className="text-base font-semibold text-slate-800">{longDate(sheet.date)}</p>
        </div>
        <div className="text-right text-sm">
          <p className="text-lg font-bold text-slate-900">{sheet.driver.name}</p>
          <p>{sheet.driver.phone}</p>
          {sheet.driver.plate ? <p className="font-mono">{sheet.driver.plate}</p> : null}
        </div>
      </header>
      {sheet.jobs.length === 0 ? (
        <p className="py-8 text-center text-slate-500">Bu sürücüye bu gün için atanmış iş yok</p>
      ) : (
        <table className="mt-4 w-full border-collapse text-left text-sm print:text-[10pt]">
          <caption className="sr-only">İşler</caption>
          <thead>
            <tr className="border-b border-slate-400 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="py-2 pr-2">
                Saat
              </th>
              <th scope="col" className="py-2 pr-2">
                İş
              </th>
              <th scope="col" className="py-2 pr-2">
                Müşteri
              </th>
              <th scope="col" className="py-2 pr-2">
                Güzergah
              </th>
              <th scope="col" className="py-2 pr-2">
                Kişi / Bagaj
              </th>
              <th scope="col" className="py-2">
                Ayrıntı
              </th>
            </tr>
          </thead>
          <tbody>
            {sheet.jobs.map((job) => (
              <RunSheetRow key={job.id} job={job} />
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

/** One job on the sheet: its time, kind, customer, route, party and what the driver must know. */
function RunSheetRow({ job }: { job: RunSheetDto['jobs'][number] }) {
  return (
    <tr className="break-inside-avoid border-b border-slate-200 align-top">
      <td className="py-2 pr-2 text-lg font-extrabold tabular-nums">{job.time ?? '--:--'}</td>
      <td className="py-2 pr-2">
        <p className="font-semibold">{JOB_LEG_LABELS[job.leg]}</p>
        <p className="font-mono text-xs">{job.pnr}</p>
        <p className="text-xs">{statusLabel(job.status)}</p>
      </td>
      <td className="py-2 pr-2">
        <p className="font-semibold">{job.customer_name}</p>
        <p className="whitespace-nowrap">{job.customer_phone}</p>
      </td>
      <td className="py-2 pr-2">
        <p>
          {job.from} → {job.to}
        </p>
        {flightText(job) ? <p className="text-xs">Uçuş: {flightText(job)}</p> : null}
        {job.hotel ? <p className="text-xs">Otel: {job.hotel}</p> : null}
      </td>
      <td className="py-2 pr-2">
        <p>{partyText(job)}</p>
        {luggageText(job.luggage) ? <p className="text-xs">Bagaj: {luggageText(job.luggage)}</p> : null}
      </td>
      <td className="py-2 text-xs">
        {job.vehicle ? (
          <p>Araç: {job.vehicle.name}</p>
        ) : job.vehicle_type ? (
          <p>Araç tipi: {job.vehicle_type}</p>
        ) : null}
        {job.extras.length ? <p>Ekstra: {job.extras.join(', ')}</p> : null}
        {job.note ? <p className="font-semibold">Not: {job.note}</p> : null}
        {job.special_requests ? <p>İstek: {job.special_requests}</p> : null}
      </td>
    </tr>
  );
}
