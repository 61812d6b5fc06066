import { whatsappLink, type DriverDto, type RunLinkDto } from '@riviera/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { actionErrorMessage } from '../../lib/admin-form';
import { createRunLink } from './api';
import { longDate } from './day-label';

const EXPIRES = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

/**
 * Makes a driver's read-only share link for the day and offers it to send by WhatsApp or copy.
 * The link is shown only now (the server keeps its hash); making another one is always possible.
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
  const [copied, setCopied] = useState(false);
  const make = useMutation({ mutationFn: () => createRunLink(driver.id, date) });
  const link: RunLinkDto | undefined = make.data;
  const url = link ? `${window.location.origin}${link.path}` : '';
  const message = `${longDate(date)} işleriniz: ${url}`;

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Paylaşım Bağlantısı · ${driver.name}`}
      closeLabel="Kapat"
      size="md"
    >
      <p className="text-sm text-slate-600">
        {longDate(date)} için yalnızca bu sürücünün işlerini gösteren, fiyat içermeyen, salt okunur bir
        bağlantı. Ertesi günün sonunda geçersiz olur.
      </p>
      {link ? (
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
    </Dialog>
  );
}
