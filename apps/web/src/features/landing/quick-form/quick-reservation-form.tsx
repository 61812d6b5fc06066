import { useTranslation } from '../../../i18n/use-translation';
import {
  CurrencySelect,
  DateTimePair,
  PassengerSelect,
  QuickFormAlertBox,
  QuickSubmit,
  RouteFields,
  TripTypeSwitch,
} from './quick-form-sections';
import { useQuickReservationForm } from './use-quick-reservation-form';

/**
 * The quick reservation form over the hero (public-site §2, §4, §5): checks what it can locally,
 * asks the API whether the route exists, then opens the booking page with the §2 parameters.
 * Problems are shown as inline alerts (announced by screen readers) rather than window.alert.
 *
 * The one form not on react-hook-form: it is part of the landing page's first render, where
 * react-hook-form added 15 KB gzipped (69 → 84 KB) and measurably more blocking time (Lighthouse
 * median 97 → 94, TBT past its 150 ms budget in most runs). It posts nothing, so there is no
 * endpoint contract to share; its rules are the pure checks of quick-form-logic.ts.
 */
export function QuickReservationForm() {
  const { t } = useTranslation('landing');
  const form = useQuickReservationForm();
  const { values, alert, alertId } = form;
  const roundTrip = values.tripType === 'round_trip';

  return (
    <form
      noValidate
      onSubmit={(e) => void form.onSubmit(e)}
      aria-labelledby={`${alertId}-title`}
      className="rounded-2xl bg-white/95 p-4 text-left text-slate-800 shadow-2xl ring-1 ring-black/5 backdrop-blur sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${alertId}-title`} className="text-lg font-bold text-sea-900">
          {t('quickForm.title')}
        </h2>
        <TripTypeSwitch tripType={values.tripType} onChoose={form.chooseTripType} />
      </div>

      {alert ? <QuickFormAlertBox id={alertId} alert={alert} /> : null}

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-12">
        <RouteFields form={form} />
        <DateTimePair form={form} leg="pickup" />
        <PassengerSelect form={form} />
        {roundTrip ? <DateTimePair form={form} leg="return" /> : null}
        <CurrencySelect form={form} className={roundTrip ? 'lg:col-span-3' : 'lg:col-span-4'} />
        <QuickSubmit
          checking={form.checking}
          className={`flex items-end ${roundTrip ? 'sm:col-span-2 lg:col-span-3' : 'sm:col-span-2 lg:col-span-8'}`}
        />
      </div>
    </form>
  );
}
