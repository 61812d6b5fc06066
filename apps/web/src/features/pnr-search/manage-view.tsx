import { translateMessage, type ManageViewDto } from '@riviera/domain';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { useLang } from '../../lib/booking-lookup';
import { cancelManagedBooking, downloadVoucher, type ManageKey } from './manage-booking-api';
import { ChangeRequestForm } from './change-request-form';
import { errorText } from './manage-error-text';
import { CallUs, ManageFacts, ManageNotices } from './manage-facts';

/** An opened booking: its facts and notices, the voucher, self-cancel (asked first) and a change request. */
export function ManageView({
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
  // Kept here, not in the confirmation, so that a refusal still shows when the question is asked again.
  const cancel = useMutation({
    mutationFn: () => cancelManagedBooking(manageKey),
    onSuccess: (env) => {
      onChange(env.data);
      setConfirming(false);
      setNotice(env.message ?? null);
    },
  });
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
      <ManageFacts view={view} />
      <ManageNotices view={view} />
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
      {confirming ? <CancelConfirm cancel={cancel} onKeep={() => setConfirming(false)} /> : null}
      {!view.can_cancel && view.status !== 'cancelled' && view.status !== 'completed' ? (
        <CallUs contact={view.contact} />
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

/** 'Cancel?' asked once more before the booking is cancelled; the server's refusal is shown here. */
function CancelConfirm({
  cancel,
  onKeep,
}: {
  cancel: UseMutationResult<unknown, Error, void>;
  onKeep: () => void;
}) {
  const { t } = useTranslation('manage');
  return (
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
        <Button variant="ghost" onClick={onKeep}>
          {t('cancelNo')}
        </Button>
      </div>
      {cancel.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(cancel.error, t('failed'), t('network'))}
        </p>
      ) : null}
    </div>
  );
}
