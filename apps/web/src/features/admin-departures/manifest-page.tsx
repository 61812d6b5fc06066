import { formatDateLongTr, isValidHm, isValidYmd, type DepartureManifestDto } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AdminQuery } from '../../components/ui/admin-query';
import { Button, buttonClass } from '../../components/ui/button';
import { DEPARTURES_KEY, loadManifest, manifestCsvHref } from './api';

/** A4 portrait with narrow margins; only while the manifest is on screen. */
const PRINT_CSS =
  '@media print { @page { size: A4 portrait; margin: 12mm; } html, body { background: #fff; } }';

/**
 * 'Yolcu Listesi' (issue 27, item 5): one departure's guests, made to be printed on A4 (the menu
 * and title bar are hidden by the print stylesheet) or downloaded as CSV.
 */
export function ManifestPage() {
  const [params] = useSearchParams();
  const tourId = Number(params.get('tour'));
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const valid = Number.isInteger(tourId) && tourId > 0 && isValidYmd(date) && isValidHm(time);
  const manifest = useQuery({
    queryKey: [...DEPARTURES_KEY, 'manifest', tourId, date, time],
    queryFn: () => loadManifest(tourId, date, time),
    enabled: valid,
  });

  return (
    <div>
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <Link
          to={valid ? `/admin/departures?tour=${tourId}` : '/admin/departures'}
          className={buttonClass('secondary')}
        >
          ‹ Kalkışlar
        </Link>
        {valid ? (
          <>
            <Button onClick={() => window.print()}>Yazdır</Button>
            <a href={manifestCsvHref(tourId, date, time)} className={buttonClass('secondary')} download>
              CSV indir
            </a>
          </>
        ) : null}
      </div>
      {valid ? (
        <AdminQuery query={manifest} loading="Yolcu listesi yükleniyor" failed="Yolcu listesi yüklenemedi">
          {(data) => <Manifest manifest={data} />}
        </AdminQuery>
      ) : (
        <p
          role="status"
          className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200"
        >
          Yolcu listesi için bir kalkış seçilmedi. Kalkışlar ekranında kalkışı açıp &lsquo;Yolcu
          Listesi&rsquo; düğmesine basın.
        </p>
      )}
    </div>
  );
}

function Manifest({ manifest: m }: { manifest: DepartureManifestDto }) {
  // the pickup column only for a tour that picks guests up
  const withPickup = m.guests.some((g) => g.pickup_place);
  return (
    <article
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 print:rounded-none print:p-0 print:shadow-none print:ring-0"
      data-testid="manifest"
    >
      <ManifestHead manifest={m} />
      {m.guests.length === 0 ? (
        <p className="py-8 text-center text-slate-500">Bu kalkışta rezervasyon yok</p>
      ) : (
        <GuestTable guests={m.guests} withPickup={withPickup} />
      )}
    </article>
  );
}

function ManifestHead({ manifest: m }: { manifest: DepartureManifestDto }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-slate-900 pb-3">
      <div>
        <h1 className="text-2xl font-extrabold text-slate-900">Yolcu Listesi</h1>
        <p className="text-base font-semibold text-slate-800">
          {m.tour.title} · {m.tour.location}
        </p>
        <p className="text-base font-semibold text-slate-800">
          {formatDateLongTr(m.date)} · {m.time}
          {m.state === 'cancelled' ? ' · İPTAL' : m.state === 'closed' ? ' · satışa kapalı' : ''}
        </p>
      </div>
      <div className="text-right text-sm">
        <p className="text-lg font-bold text-slate-900 tabular-nums">
          {m.adults + m.children}/{m.capacity} kişi
        </p>
        <p>
          {m.adults} yetişkin, {m.children} çocuk · {m.guests.length} rezervasyon
        </p>
      </div>
    </header>
  );
}

function GuestTable({ guests, withPickup }: { guests: DepartureManifestDto['guests']; withPickup: boolean }) {
  const columns = ['#', 'Misafir', 'Yetişkin', 'Çocuk', ...(withPickup ? ['Alış'] : []), 'Telefon', 'Not'];
  return (
    <table className="mt-4 w-full border-collapse text-left text-sm print:text-[10pt]">
      <caption className="sr-only">Misafirler</caption>
      <thead>
        <tr className="border-b border-slate-400 text-xs uppercase tracking-wide text-slate-600">
          {columns.map((c, i) => (
            <th key={c} scope="col" className={i < columns.length - 1 ? 'py-2 pr-2' : 'py-2'}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {guests.map((g, i) => (
          <tr key={g.pnr_code} className="break-inside-avoid border-b border-slate-200 align-top">
            <td className="py-2 pr-2 tabular-nums">{i + 1}</td>
            <td className="py-2 pr-2">
              <p className="font-semibold">{g.name}</p>
              <p className="font-mono text-xs">
                {g.pnr_code} · {g.language.toUpperCase()}
              </p>
            </td>
            <td className="py-2 pr-2 tabular-nums">{g.adults}</td>
            <td className="py-2 pr-2 tabular-nums">{g.children}</td>
            {withPickup ? (
              <td className="py-2 pr-2">
                {/* pickup time, hotel and zone: the order the driver collects them in (decision 038) */}
                <p className="font-semibold tabular-nums">{g.pickup_time ?? ''}</p>
                <p>{g.pickup_place ?? ''}</p>
                <p className="text-xs text-slate-600">{g.pickup_zone ?? ''}</p>
              </td>
            ) : null}
            <td className="whitespace-nowrap py-2 pr-2">{g.phone}</td>
            <td className="py-2 text-xs">{g.special_requests ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
