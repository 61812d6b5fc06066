import { formatDateTr, formatPrice, translateMessage, type ManageViewDto } from '@riviera/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { ApiError, visitorMessage } from '../../lib/api-client';
import { useLang } from '../../lib/booking-lookup';
import { useElementId } from '../../lib/use-element-id';
import { NoticeLink } from '../../components/legal/notice-consent';
import {
  cancelManagedBooking,
  downloadVoucher,
  openManagedBooking,
  requestChange,
  type ManageKey,
} from './manage-booking-api';

const errorText = (err: unknown, fallback: string, network: string) =>
  err instanceof ApiError && err.isNetwork ? network : visitorMessage(err) || fallback;

/**
 * Manage booking, under a PNR search result: the booker's e-mail opens the booking's details, the
 * voucher, 'cancel' until the cut-off (then the phone and WhatsApp) and a change request.
 * Loaded only when a PNR was found, so the search page itself stays small.
 */
export default function ManageBookingPanel({
  pnr,
  onStatusChange,
}: {
  pnr: string;
  /** the booking's status changed here (a self-cancel): the search result above shows it too */
  onStatusChange?: (status: string) => void;
}) {
  const { t } = useTranslation('manage');
  const [email, setEmail] = useState('');
  const [key, setKey] = useState<ManageKey | null>(null);
  const [view, setView] = useState<ManageViewDto | null>(null);
  const emailId = useElementId();
  const open = useMutation({
    mutationFn: (k: ManageKey) => openManagedBooking(k),
    onSuccess: (v, k) => {
      setKey(k);
      setView(v);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    open.mutate({ pnr_code: pnr, email: email.trim() });
  };

  if (view && key)
    return (
      <ManageView
        view={view}
        manageKey={key}
        onChange={(next) => {
          setView(next);
          if (next.status !== view.status) onStatusChange?.(next.status);
        }}
      />
    );

  const failure = open.error
    ? open.error instanceof ApiError && open.error.status === 404
      ? t('notFound')
      : errorText(open.error, t('failed'), t('network'))
    : null;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6"
      data-testid="manage-open"
    >
      <h2 className="text-lg font-bold text-slate-900">{t('title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('lead')}</p>
      <label htmlFor={emailId} className="mt-4 mb-2 block text-sm font-semibold text-slate-700">
        {t('email')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={inputClass}
        />
        <Button
          type="submit"
          variant="primary"
          className="px-6 py-3"
          disabled={open.isPending || !email.trim()}
        >
          {t('open')}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

function ManageView({
  view,
  manageKey,
  onChange,
}: {
  view: ManageViewDto;
  manageKey: ManageKey;
  onChange: (v: ManageViewDto) => void;
}) {
  const { t } = useTranslation('manage');
  const lang = useLang();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const voucher = useMutation({ mutationFn: () => downloadVoucher(manageKey) });
  const cancel = useMutation({
    mutationFn: () => cancelManagedBooking(manageKey),
    onSuccess: (env) => {
      onChange(env.data);
      setConfirming(false);
      setNotice(env.message ?? null);
    },
  });
  const legTitle = (kind: string) =>
    kind === 'outbound' ? t('outbound') : kind === 'return' ? t('return') : t('tour');
  return (
    <section
      className="space-y-5 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6"
      data-testid="manage-view"
    >
      <h2 className="text-lg font-bold text-slate-900">{t('title')}</h2>
      {notice ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        {view.legs.map((leg, i) => (
          <div key={i} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-teal-700">
              {legTitle(leg.kind)}
            </dt>
            <dd className="text-sm text-slate-900">
              {leg.kind === 'tour' ? `${leg.from} · ${leg.to}` : `${leg.from} → ${leg.to}`}
              <br />
              {/* Written as the search result above writes dates (booking-facts). */}
              {`${formatDateTr(leg.date)}${leg.time ? ` · ${leg.time}` : ''}`}
            </dd>
          </div>
        ))}
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-teal-700">{t('party')}</dt>
          <dd className="text-sm text-slate-900" data-testid="manage-party">
            {view.party}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-teal-700">{t('total')}</dt>
          <dd className="text-sm font-bold text-slate-900">
            {/* whole units, as every page, the mail and the voucher show a visitor (decision 027) */}
            {formatPrice(view.total_price, view.currency, lang)}
          </dd>
        </div>
      </dl>
      {/* meeting, payment and the cancellation deadline, worded as in the mails (the closed case is the call-us box below) */}
      {view.notices
        .filter((n) => n.kind !== 'cancel' || view.can_cancel)
        .map((n) => (
          <div key={n.kind} className="rounded-xl bg-cyan-50 p-3 text-sm text-slate-800" data-testid={`manage-notice-${n.kind}`}>
            <h3 className="font-semibold text-teal-800">{n.title}</h3>
            {n.lines.map((line, i) => (
              <p key={i} className="mt-1">
                {line}
              </p>
            ))}
          </div>
        ))}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => voucher.mutate()}
          disabled={voucher.isPending}
          data-testid="voucher-download"
        >
          {t('voucher')}
        </Button>
        {view.can_cancel && !confirming ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
      {voucher.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {t('failed')}
        </p>
      ) : null}
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={t('cancelConfirm')}
          className="rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <p className="text-sm text-red-900">{t('cancelConfirm')}</p>
          <div className="mt-3 flex gap-3">
            <Button variant="danger" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {t('cancelYes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('cancelNo')}
            </Button>
          </div>
          {cancel.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {errorText(cancel.error, t('failed'), t('network'))}
            </p>
          ) : null}
        </div>
      ) : null}
      {!view.can_cancel && view.status !== 'cancelled' && view.status !== 'completed' ? (
        <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900" data-testid="manage-call-us">
          <p>{t('tooLate')}</p>
          <p className="mt-2 flex flex-wrap gap-4 font-semibold">
            {view.contact.phone ? (
              <a href={`tel:${view.contact.phone.replace(/[^+\d]/g, '')}`}>{view.contact.phone}</a>
            ) : null}
            {view.contact.whatsapp ? (
              <a
                href={`https://wa.me/${view.contact.whatsapp.replace(/\D/g, '')}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp {view.contact.whatsapp}
              </a>
            ) : null}
          </p>
        </div>
      ) : null}
      {view.status === 'cancelled' ? (
        <p
          className="rounded-xl bg-slate-100 p-3 text-sm font-semibold text-slate-800"
          data-testid="manage-cancelled"
        >
          {translateMessage('message.booking_self_cancelled', lang)}
        </p>
      ) : (
        <ChangeRequestForm manageKey={manageKey} showFlight={view.type === 'transfer'} />
      )}
    </section>
  );
}

function ChangeRequestForm({ manageKey, showFlight }: { manageKey: ManageKey; showFlight: boolean }) {
  const { t } = useTranslation('manage');
  const [fields, setFields] = useState({
    pickup_time: '',
    flight_code: '',
    landing_time: '',
    hotel: '',
    note: '',
  });
  const send = useMutation({ mutationFn: () => requestChange({ ...manageKey, ...fields }) });
  const id = useElementId();
  const input = (name: keyof typeof fields, type = 'text') => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-semibold text-slate-700">
        {t(`change.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={fields[name]}
        onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
        className={inputClass}
      />
    </div>
  );
  const errors = send.error instanceof ApiError ? Object.values(send.error.errors ?? {}).flat() : [];
  return (
    <form
      className="space-y-3 border-t border-slate-100 pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
    >
      <h3 className="font-semibold text-slate-900">{t('change.title')}</h3>
      <p className="text-sm text-slate-600">{t('change.lead')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {input('pickup_time', 'time')}
        {showFlight ? input('flight_code') : null}
        {showFlight ? input('landing_time', 'time') : null}
        {input('hotel')}
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="mb-1 block text-xs font-semibold text-slate-700">
          {t('change.note')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={1000}
          value={fields.note}
          onChange={(e) => setFields({ ...fields, note: e.target.value })}
          className={inputClass}
        />
      </div>
      <NoticeLink />
      <Button type="submit" variant="primary" disabled={send.isPending}>
        {t('change.submit')}
      </Button>
      {send.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          {send.data.message}
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.length > 0 ? errors.join(' ') : errorText(send.error, t('failed'), t('network'))}
        </p>
      ) : null}
    </form>
  );
}
