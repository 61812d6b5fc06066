import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The page band every state of /booking shares. */
export function BookingShell({ children, step }: { children: ReactNode; step?: 1 | 2 }) {
  const { t } = useTranslation('booking');
  return (
    <div className="min-h-[70vh] bg-sand-50 pb-16 pt-16">
      <div className="bg-gradient-to-br from-sea-950 via-sea-900 to-lagoon-600 text-white">
        <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:pt-12">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('wizard.title')}</h1>
          <p className="mt-2 max-w-2xl text-sea-100">{t('wizard.subtitle')}</p>
          {step ? (
            <ol className="mt-6 flex items-center gap-3 text-sm font-semibold" aria-label={t('wizard.progress')}>
              {([1, 2] as const).map((n) => (
                <li key={n} className="flex items-center gap-3" aria-current={step === n ? 'step' : undefined}>
                  {n === 2 ? <span className="h-px w-8 bg-white/40 sm:w-16" aria-hidden="true" /> : null}
                  <span
                    className={`flex h-8 w-8 items-center justify-center rounded-full ${
                      step === n ? 'bg-white text-sea-900' : step > n ? 'bg-lagoon-500 text-white' : 'bg-white/15 text-white'
                    }`}
                  >
                    {step > n ? '✓' : n}
                  </span>
                  <span className={step === n ? 'text-white' : 'text-sea-100'}>{t(n === 1 ? 'wizard.steps.vehicle' : 'wizard.steps.details')}</span>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      </div>
      <div className="mx-auto -mt-12 max-w-7xl px-4">{children}</div>
    </div>
  );
}

