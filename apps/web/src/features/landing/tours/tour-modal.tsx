import { routerPath, tourPagePath } from '@riviera/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Dialog } from '../../../components/ui/dialog';
import { useContentLang } from '../../../lib/content-language';
import type { TourDto } from '../api';
import { TourDetails } from './tour-details';
import { TourReservationForm } from './tour-reservation-form';
import { TourSuccess } from './tour-success';

type Step = 'details' | 'form' | 'success';

/**
 * The tour modal (public-site §2, §4): details, then the reservation form, then the success view
 * with the PNR. It is unmounted on close, so opening it again starts from the details.
 */
export default function TourModal({ tour, onClose }: { tour: TourDto; onClose: () => void }) {
  const { t } = useTranslation('landing');
  const [step, setStep] = useState<Step>('details');
  const [pnr, setPnr] = useState('');
  const lang = useContentLang();
  const title =
    step === 'success'
      ? t('tourSuccess.title')
      : step === 'form'
        ? t('tourForm.title', { title: tour.title })
        : tour.title;

  return (
    <Dialog open onClose={onClose} title={title} closeLabel={t('tours.closeModal')} size="xl">
      {step === 'details' ? <TourDetails tour={tour} onReserve={() => setStep('form')} pageHref={tour.slug ? routerPath(tourPagePath(tour.slug, lang)) : undefined} /> : null}
      {step === 'form' ? (
        <TourReservationForm
          tour={tour}
          onBack={() => setStep('details')}
          onReserved={(code) => {
            setPnr(code);
            setStep('success');
          }}
        />
      ) : null}
      {step === 'success' ? <TourSuccess pnr={pnr} onClose={onClose} /> : null}
    </Dialog>
  );
}
