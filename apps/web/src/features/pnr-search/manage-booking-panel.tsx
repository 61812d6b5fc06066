import { type ManageViewDto } from '@riviera/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useElementId } from '../../lib/use-element-id';
import { openManagedBooking, type ManageKey } from './manage-booking-api';
import { errorText } from './manage-error-text';
import { ManageView } from './manage-view';

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
