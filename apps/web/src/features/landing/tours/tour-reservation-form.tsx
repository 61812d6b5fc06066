import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import type { TourDto } from '../api';
import { Icon } from '../icons';
import { NoticeConsent } from '../../../components/legal/notice-consent';
import { TourContactFields } from './tour-contact-fields';
import type { ReservationForm } from './tour-reservation-fields';
import { TourPartyFields } from './tour-party-fields';
import { TourReservationTotal } from './tour-reservation-total';
import { TourWhenFields } from './tour-when-fields';
import { useTourReservationForm } from './use-tour-reservation-form';

/**
 * The tour reservation form (public-site §3, §5, §9): validated with the same schema the API uses,
 * a live total in the chosen currency (children at children_price, or half the adult price), and
 * one Idempotency-Key per submitted content, so a double click or a retry after a lost answer
 * never reserves twice.
 */
export function TourReservationForm({
  tour,
  onBack,
  autoFocus = true,
  onReserved,
}: {
  tour: TourDto;
  /** the modal's way back to the details; the tour page shows both at once and has none */
  onBack?: () => void;
  /** the modal opens on the form's first field; the tour page must not scroll away from its top */
  autoFocus?: boolean;
  onReserved: (pnr: string) => void;
}) {
  const { t } = useTranslation('landing');
  const reservation = useTourReservationForm({ tour, autoFocus, onReserved });
  const { lang, form, failure, message } = reservation;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        reservation.takeCheckedDeparture(e.currentTarget);
        void form.handleSubmit(reservation.submit)(e);
      }}
      className="@container space-y-5"
    >
      {onBack ? <BackButton onBack={onBack} /> : null}

      {failure ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {failure}
        </div>
      ) : null}

      {/* A server-rendered form (the tour's page) is taken over a part at a time: each is a task. */}
      <HydrateLater>
        <div className="grid gap-4 @lg:grid-cols-2">
          <TourContactFields form={form} lang={lang} message={message} />
          <TourWhenFields
            form={form}
            tour={tour}
            lang={lang}
            message={message}
            onChooseDeparture={reservation.chooseDeparture}
          />
          <TourPartyFields
            form={form}
            lang={lang}
            message={message}
            onCurrencyChosen={reservation.markCurrencyChosen}
          />
        </div>
      </HydrateLater>

      <HydrateLater>
        <TourNoticeConsent form={form} tourId={tour.id} />
      </HydrateLater>

      <TourReservationTotal
        tour={tour}
        adults={reservation.adults}
        children={reservation.children}
        currency={reservation.currency}
        lang={lang}
        submitting={form.formState.isSubmitting}
      />
      <p className="text-xs text-slate-500">{t('tourForm.priceNote')}</p>
    </form>
  );
}

/** The modal's way back to the tour's details. */
function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-1 text-sm font-semibold text-sea-700 hover:text-sea-900"
    >
      <Icon name="arrowLeft" className="h-4 w-4" />
      {t('tourForm.back')}
    </button>
  );
}

/** The privacy notice to accept (its version is what is sent) and the marketing opt-in. */
function TourNoticeConsent({ form, tourId }: { form: ReservationForm; tourId: number }) {
  return (
    <Controller
      control={form.control}
      name="notice_version"
      render={({ field }) => (
        <NoticeConsent
          idPrefix={`tour-${tourId}`}
          value={typeof field.value === 'number' ? field.value : undefined}
          onChange={field.onChange}
          marketing={form.register('marketing_consent')}
          error={form.formState.errors.notice_version?.message}
        />
      )}
    />
  );
}
