import {
  MAIL_STATUS_LABELS_TR,
  formatDateTimeTr,
  resendTemplateFor,
  mailTemplateLabel,
  type MailHistoryItemDto,
} from '@riviera/domain';
import { adminErrorMessage } from '../../lib/admin-api';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useMailHistory } from './use-mail-history';

/** The badge colour of each state; the Turkish names are the domain's (MAIL_STATUS_LABELS_TR). */
const TONES: Record<MailHistoryItemDto['status'], string> = {
  queued: 'bg-amber-100 text-amber-800',
  sending: 'bg-sky-100 text-sky-800',
  sent: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  superseded: 'bg-slate-100 text-slate-600',
  held: 'bg-orange-100 text-orange-800',
};

/**
 * The mail history of one booking or tour reservation (queued, sent, failed with the last error)
 * and 'resend': the confirmation, or for a cancelled booking only its cancellation notice (the
 * server picks the same by `resendTemplateFor`). Says so when SMTP is not configured.
 */
export function MailHistory({
  kind,
  id,
  status,
}: {
  kind: 'bookings' | 'tour-reservations';
  id: number;
  /** the booking's status: it decides what 'resend' sends */
  status: string;
}) {
  const { history, asking, setAsking, resend, sendHeld, pending, done } = useMailHistory(kind, id);
  const resendLabel =
    resendTemplateFor(status) === 'cancelled'
      ? 'İptal bildirimini yeniden gönder'
      : 'Onay e-postasını yeniden gönder';
  const data = history.data;
  return (
    <section className="rounded-xl border border-slate-200 p-4" data-testid="mail-history">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">E-posta Geçmişi</h3>
        <Button variant="secondary" onClick={() => setAsking({ kind: 'resend' })} disabled={pending}>
          {resendLabel}
        </Button>
      </div>
      {done ? (
        <p role="status" className="mb-2 text-sm text-emerald-700">
          {done}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        tone="primary"
        title={asking?.kind === 'held' ? 'Bekletilen e-posta gönderilsin mi?' : `${resendLabel}?`}
        message={
          asking?.kind === 'held'
            ? `${mailTemplateLabel(asking.mail.template)} e-postası ${asking.mail.to_address ?? 'müşteriye'} adresine gönderilecek. Bu adrese bir saat içinde başka bir rezervasyon e-postası gittiği için bekletildi; adresi tanıyorsanız gönderin.`
            : 'Müşteriye e-posta gönderilecek.'
        }
        confirmLabel="Gönder"
        cancelLabel="Vazgeç"
        busy={pending}
        busyLabel="Gönderiliyor…"
        error={
          resend.isError
            ? adminErrorMessage(resend.error, 'Gönderilemedi')
            : sendHeld.isError
              ? adminErrorMessage(sendHeld.error, 'Gönderilemedi')
              : null
        }
        onConfirm={() => (asking?.kind === 'held' ? sendHeld.mutate(asking.mail.id) : resend.mutate())}
        onCancel={() => {
          resend.reset();
          sendHeld.reset();
          setAsking(null);
        }}
      />
      {data && !data.transport_configured ? (
        <p className="mb-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900" role="note">
          SMTP ayarlanmadığı için e-postalar gönderilmiyor, sırada bekliyor (SMTP_URL).
        </p>
      ) : null}
      {history.isError ? <p className="text-sm text-red-600">E-posta geçmişi yüklenemedi.</p> : null}
      {data && data.mails.length === 0 ? <p className="text-sm text-slate-500">Henüz e-posta yok.</p> : null}
      {data && data.mails.length > 0 ? (
        <ul className="divide-y divide-slate-100 text-sm">
          {data.mails.map((m) => (
            <MailRow
              key={m.id}
              m={m}
              pending={pending}
              onSendHeld={() => setAsking({ kind: 'held', mail: m })}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function MailRow({
  m,
  pending,
  onSendHeld,
}: {
  m: MailHistoryItemDto;
  pending: boolean;
  onSendHeld: () => void;
}) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-2">
      <div>
        <p className="font-medium text-slate-900">
          {mailTemplateLabel(m.template)} · {m.recipient === 'customer' ? 'Müşteri' : 'Operatör'}
        </p>
        <p className="text-xs text-slate-500">
          {formatDateTimeTr(new Date(m.sent_at ?? m.created_at))}
          {m.to_address ? ` · ${m.to_address}` : ''}
          {m.attempts > 1 ? ` · ${m.attempts} deneme` : ''}
        </p>
        {m.status === 'superseded' ? (
          <p className="text-xs text-slate-600">
            Gönderilmedi: gönderilme sırası geldiğinde rezervasyonun durumu değişmişti.
          </p>
        ) : m.status === 'held' ? (
          <div className="mt-1 space-y-1">
            <p className="text-xs text-orange-800">
              Bekletildi: bu adrese bir saat içinde başka bir rezervasyon e-postası gitti (başkasının adresine
              toplu rezervasyona karşı koruma).
            </p>
            <Button variant="secondary" onClick={onSendHeld} disabled={pending}>
              Yine de gönder
            </Button>
          </div>
        ) : m.last_error && m.status !== 'sent' ? (
          <p className="text-xs text-red-700">Son hata: {m.last_error}</p>
        ) : null}
      </div>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[m.status]}`}>
        {MAIL_STATUS_LABELS_TR[m.status]}
      </span>
    </li>
  );
}
