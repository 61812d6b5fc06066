import { formatDateTr, formatPrice, type ManageViewDto } from '@riviera/domain';
import { useTranslation } from '../../i18n/use-translation';
import { useLang } from '../../lib/booking-lookup';

/** The booking as the manage panel shows it: each leg, the party and the total. */
export function ManageFacts({ view }: { view: ManageViewDto }) {
  const { t } = useTranslation('manage');
  const lang = useLang();
  const legTitle = (kind: string) =>
    kind === 'outbound' ? t('outbound') : kind === 'return' ? t('return') : t('tour');
  return (
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
  );
}

/** Meeting, payment and the cancellation deadline, worded as in the mails (the closed case is `CallUs`). */
export function ManageNotices({ view }: { view: ManageViewDto }) {
  return view.notices
    .filter((n) => n.kind !== 'cancel' || view.can_cancel)
    .map((n) => (
      <div
        key={n.kind}
        className="rounded-xl bg-cyan-50 p-3 text-sm text-slate-800"
        data-testid={`manage-notice-${n.kind}`}
      >
        <h3 className="font-semibold text-teal-800">{n.title}</h3>
        {n.lines.map((line, i) => (
          <p key={i} className="mt-1">
            {line}
          </p>
        ))}
      </div>
    ));
}

/** Past the cut-off a coming booking is cancelled by phone or WhatsApp: the operator's numbers. */
export function CallUs({ contact }: { contact: ManageViewDto['contact'] }) {
  const { t } = useTranslation('manage');
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900" data-testid="manage-call-us">
      <p>{t('tooLate')}</p>
      <p className="mt-2 flex flex-wrap gap-4 font-semibold">
        {contact.phone ? <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> : null}
        {contact.whatsapp ? (
          <a
            href={`https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp {contact.whatsapp}
          </a>
        ) : null}
      </p>
    </div>
  );
}
