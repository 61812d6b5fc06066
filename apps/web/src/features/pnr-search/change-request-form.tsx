import { useTranslation } from '../../i18n/use-translation';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useElementId } from '../../lib/use-element-id';
import { NoticeLink } from '../../components/legal/notice-consent';
import { requestChange, type ManageKey } from './manage-booking-api';
import { errorText } from './manage-error-text';

/** A customer's change request (pickup time, flight, hotel, a note), sent to staff from the manage panel. */
export function ChangeRequestForm({ manageKey, showFlight }: { manageKey: ManageKey; showFlight: boolean }) {
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
