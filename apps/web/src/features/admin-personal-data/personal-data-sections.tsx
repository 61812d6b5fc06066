import { formatDateTr, personalDataEmailSchema, statusLabel } from '@riviera/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminQuery, EmptyList } from '../../components/ui/admin-query';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Field, inputClass } from '../../components/ui/field';
import { Icon } from '../../components/ui/icon';
import { personalDataExportUrl, type findPersonalData, type retentionStatus } from './personal-data-api';

const KIND_LABEL = { booking: 'Transfer', tour_reservation: 'Tur' } as const;

/** The retention period, what is now past it, and the button that applies it. */
export function RetentionSection({
  retention,
  onApply,
}: {
  retention: UseQueryResult<Awaited<ReturnType<typeof retentionStatus>>>;
  onApply: () => void;
}) {
  return (
    <section
      className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby="retention-title"
    >
      <h3 id="retention-title" className="font-semibold text-slate-900">
        Saklama süresi
      </h3>
      <AdminQuery
        query={retention}
        loading="Saklama süresi yükleniyor"
        failed="Saklama süresi yüklenirken hata oluştu"
      >
        {(r) => (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600" data-testid="retention-status">
              Yolculuğu {r.months} aydan eski kayıtların kişisel verileri silinir ({formatDateTr(r.cutoff)}{' '}
              öncesi). Şu an süresi dolmuş: <strong>{r.due.bookings}</strong> transfer,{' '}
              <strong>{r.due.tour_reservations}</strong> tur rezervasyonu.
            </p>
            <Button variant="danger" onClick={onApply}>
              Saklama süresini şimdi uygula
            </Button>
          </div>
        )}
      </AdminQuery>
    </section>
  );
}

/** The e-mail search box; only a valid address is looked up. */
export function EmailSearchForm({ onSearch }: { onSearch: (email: string) => void }) {
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = personalDataEmailSchema.safeParse({ email: typed });
    if (!parsed.success) {
      setTypedError('Geçerli bir e-posta adresi girin');
      return;
    }
    setTypedError(undefined);
    onSearch(parsed.data.email);
  };
  return (
    <form onSubmit={submit} className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <Field label="E-posta adresi" error={typedError} className="flex-1">
        {(p) => (
          <input
            {...p}
            type="email"
            inputMode="email"
            autoComplete="off"
            className={inputClass}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="ornek@eposta.com"
          />
        )}
      </Field>
      <Button type="submit" className="sm:mb-0.5">
        <Icon name="search" className="h-4 w-4" />
        Ara
      </Button>
    </form>
  );
}

/** What is held for the address: counts, the records, their export and the erase button. */
export function FoundRecords({
  d,
  email,
  onErase,
}: {
  d: Awaited<ReturnType<typeof findPersonalData>>;
  email: string;
  onErase: () => void;
}) {
  const total = d.counts.bookings + d.counts.tour_reservations + d.counts.deleted_records;
  return (
    <section aria-label="Bulunan kayıtlar" className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4" data-testid="personal-data-counts">
        {[
          ['Transfer', d.counts.bookings],
          ['Tur', d.counts.tour_reservations],
          ['E-posta', d.counts.mails],
          ['Silinmiş kayıt', d.counts.deleted_records],
        ].map(([label, n]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{n}</dd>
          </div>
        ))}
      </dl>
      {total === 0 ? (
        <EmptyList>Bu e-posta adresine ait kayıt bulunamadı.</EmptyList>
      ) : (
        <>
          <RecordList records={d.records} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <a
              href={personalDataExportUrl(email, 'json')}
              download
              className={buttonClass('secondary')}
              data-testid="export-json"
            >
              <Icon name="download" className="h-4 w-4" />
              JSON indir
            </a>
            <a
              href={personalDataExportUrl(email, 'csv')}
              download
              className={buttonClass('secondary')}
              data-testid="export-csv"
            >
              <Icon name="download" className="h-4 w-4" />
              CSV indir
            </a>
            <Button variant="danger" onClick={onErase} className="sm:ml-auto">
              <Icon name="trash" className="h-4 w-4" />
              Kişisel verileri sil
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** One line per booking or tour reservation found. */
function RecordList({ records }: { records: Awaited<ReturnType<typeof findPersonalData>>['records'] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {records.map((r) => (
        <li
          key={`${r.kind}-${r.id}`}
          className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
        >
          <span className="font-mono font-semibold text-slate-900">{r.pnr_code}</span>
          <span className="text-slate-600">{KIND_LABEL[r.kind]}</span>
          <span className="order-last w-full min-w-0 truncate text-slate-700 sm:order-none sm:w-auto sm:flex-1">
            {r.name}
          </span>
          <span className="text-slate-600">
            {formatDateTr(r.trip_date)}
            {r.trip_time ? ` ${r.trip_time}` : ''}
          </span>
          <span className="text-slate-600">{statusLabel(r.status)}</span>
          {r.upcoming ? <Badge tone="warning">Yaklaşan yolculuk</Badge> : null}
        </li>
      ))}
    </ul>
  );
}
