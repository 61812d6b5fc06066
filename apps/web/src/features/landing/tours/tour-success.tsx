import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Icon } from '../icons';

/** The success view: the PNR the visitor keeps to look the reservation up (public-site §2). */
export function TourSuccess({ pnr, onClose }: { pnr: string; onClose: () => void }) {
  const { t } = useTranslation('landing');
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-lagoon-500/15 text-lagoon-600">
        <Icon name="check" className="h-9 w-9" />
      </span>
      <p ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {t('tourSuccess.heading')}
      </p>
      <p className="max-w-md text-slate-600">{t('tourSuccess.text')}</p>
      <div className="rounded-2xl border-2 border-dashed border-sea-600 bg-sea-50 px-8 py-4">
        <p className="text-xs font-semibold uppercase tracking-widest text-sea-700">
          {t('tourSuccess.pnrLabel')}
        </p>
        <p
          className="mt-1 font-mono text-3xl font-black tracking-[0.2em] text-sea-900"
          data-testid="tour-pnr"
        >
          {pnr}
        </p>
      </div>
      <p className="max-w-md text-sm text-slate-500">{t('tourSuccess.keepCode')}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/booking-search" className={buttonClass('secondary')}>
          <Icon name="search" />
          {t('tourSuccess.lookUp')}
        </Link>
        <button type="button" onClick={onClose} className={buttonClass('primary')}>
          {t('tourSuccess.close')}
        </button>
      </div>
    </div>
  );
}
