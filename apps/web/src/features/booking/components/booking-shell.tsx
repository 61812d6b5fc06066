import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { HeroPage } from '../../../components/booking/hero-page';

/** The page band every state of /booking shares, with the step indicator while the wizard runs. */
export function BookingShell({ children, step }: { children: ReactNode; step?: 1 | 2 }) {
  const { t } = useTranslation('booking');
  const steps = step ? (
    <ol className="mt-6 flex items-center gap-3 text-sm font-semibold" aria-label={t('wizard.progress')}>
      {([1, 2] as const).map((n) => (
        <li key={n} className="flex items-center gap-3" aria-current={step === n ? 'step' : undefined}>
          {n === 2 ? <span className="h-px w-8 bg-white/40 sm:w-16" aria-hidden="true" /> : null}
          <span
            className={`flex h-8 w-8 items-center justify-center rounded-full ${
              step === n
                ? 'bg-white text-sea-900'
                : step > n
                  ? 'bg-lagoon-500 text-white'
                  : 'bg-white/15 text-white'
            }`}
          >
            {step > n ? '✓' : n}
          </span>
          <span className={step === n ? 'text-white' : 'text-sea-100'}>
            {t(n === 1 ? 'wizard.steps.vehicle' : 'wizard.steps.details')}
          </span>
        </li>
      ))}
    </ol>
  ) : null;
  return (
    <HeroPage title={t('wizard.title')} lead={t('wizard.subtitle')} below={steps}>
      {children}
    </HeroPage>
  );
}
