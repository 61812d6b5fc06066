import { whatsappLink, type DriverDto, type LiveRunLinkDto, type RunLinkDto } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { actionErrorMessage } from '../../lib/admin-form';
import { createRunLink, listRunLinks, revokeRunLink } from './api';
import { longDate } from '../../lib/day-label';

const EXPIRES = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

/**
 * Makes a driver's share link for the day and offers it to send by WhatsApp or copy. The link is
 * shown only now (the server keeps its hash); making another one is always possible. Below, the
 * driver's links that still open, each revocable at once (decision 032).
 */
export function ShareLinkDialog({
  driver,
  date,
  onClose,
}: {
  driver: DriverDto;
  date: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const liveKey = ['admin', 'operations', 'run-links', driver.id];
  const live = useQuery({ queryKey: liveKey, queryFn: () => listRunLinks(driver.id) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: liveKey });
  const make = useMutation({ mutationFn: () => createRunLink(driver.id, date), onSuccess: refresh });
  const revoke = useMutation({ mutationFn: revokeRunLink, onSuccess: refresh });
  const link: RunLinkDto | undefined = make.data;

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Paylaşım Bağlantısı · ${driver.name}`}
      closeLabel="Kapat"
      size="md"
    >
      <p className="text-sm text-slate-600">
        {longDate(date)} için yalnızca bu sürücünün işlerini gösteren, fiyat ve PNR içermeyen bir bağlantı.
        Ertesi günün sonunda, iptal edilince ya da sürücü pasif yapılınca geçersiz olur. Bugünden en fazla 7
        gün sonrası için oluşturulabilir.
      </p>
      {link ? (
        <MadeLink link={link} driver={driver} date={date} />
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={() => make.mutate()} disabled={make.isPending}>
            Bağlantı Oluştur
          </Button>
          {make.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {actionErrorMessage(make.error, 'Bağlantı oluşturulamadı')}
            </p>
          ) : null}
        </div>
      )}
      <LiveLinks
        links={live.data}
        loading={live.isPending}
        revoking={revoke.isPending}
        revokeError={revoke.isError ? actionErrorMessage(revoke.error, 'Bağlantı iptal edilemedi') : null}
        onRevoke={(id) => revoke.mutate(id)}
      />
    </Dialog>
  );
}

/** The link just made: shown only now (the server keeps its hash), to send by WhatsApp, copy or open. */
function MadeLink({ link, driver, date }: { link: RunLinkDto; driver: DriverDto; date: string }) {
  const [copied, setCopied] = useState(false);
  const url = link ? `${window.location.origin}${link.path}` : '';
  const message = `${longDate(date)} işleriniz: ${url}`;
  return (
    <div className="mt-4 space-y-3">
      <label className="block text-sm font-medium text-slate-700">
        Bağlantı
        <input
          readOnly
          value={url}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
      </label>
      <p className="text-xs text-slate-500">Geçerlilik: {EXPIRES.format(new Date(link.expires_at))}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={`${whatsappLink(driver.phone)}?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('accent')}
        >
          WhatsApp ile Gönder
        </a>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? 'Kopyalandı' : 'Kopyala'}
        </Button>
        <a href={link.path} target="_blank" rel="noreferrer" className={buttonClass('ghost')}>
          Aç
        </a>
      </div>
    </div>
  );
}

/** The driver's links that still open, each revocable at once (decision 032). */
function LiveLinks({
  links,
  loading,
  revoking,
  revokeError,
  onRevoke,
}: {
  links: LiveRunLinkDto[] | undefined;
  loading: boolean;
  revoking: boolean;
  revokeError: string | null;
  onRevoke: (id: number) => void;
}) {
  return (
    <section aria-label="Geçerli bağlantılar" className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">Geçerli bağlantılar</h3>
      {links && links.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {links.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{longDate(l.date)}</span>
                <span className="block text-xs text-slate-500">
                  Oluşturuldu {EXPIRES.format(new Date(l.created_at))} · Geçerlilik{' '}
                  {EXPIRES.format(new Date(l.expires_at))}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => onRevoke(l.id)}
                disabled={revoking}
                aria-label={`${longDate(l.date)} bağlantısını iptal et`}
              >
                İptal Et
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{loading ? 'Yükleniyor…' : 'Geçerli bağlantı yok'}</p>
      )}
      {revokeError !== null ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {revokeError}
        </p>
      ) : null}
    </section>
  );
}
