import { type BookingQuery } from '@riviera/domain';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { RouteDto } from '../api';
import { BookingShell } from './booking-shell';
import { ChooseVehicleStep, EnterDetailsStep, WizardSummary } from './booking-wizard-steps';
import { useBookingWizard } from './use-booking-wizard';

export function BookingWizard({
  query,
  route,
  search,
}: {
  query: BookingQuery;
  route: RouteDto;
  search: string;
}) {
  const { t } = useTranslation('booking');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wizard = useBookingWizard({ query, route, search, headingRef });
  const { step } = wizard;

  return (
    <BookingShell step={step}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
        <aside className="lg:sticky lg:top-20 lg:order-2">
          <WizardSummary wizard={wizard} query={query} route={route} />
        </aside>

        <div className="min-w-0 lg:order-1">
          <div className="mb-5 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200 sm:px-6">
            <p className="text-xs font-semibold uppercase tracking-wider text-teal-700">
              {t('wizard.stepOf', { current: step, total: 2 })}
            </p>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
              {step === 1 ? t('vehicles.title') : t('form.title')}
            </h2>
          </div>

          {step === 1 ? (
            <ChooseVehicleStep wizard={wizard} query={query} route={route} />
          ) : (
            <EnterDetailsStep wizard={wizard} query={query} />
          )}
        </div>
      </div>
    </BookingShell>
  );
}
