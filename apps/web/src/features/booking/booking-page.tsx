import { bookingQuerySchema, translateMessage, type BookingQuery } from '@riviera/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { Spinner } from '../../components/ui/spinner';
import { useLang } from '../../lib/booking-lookup';
import { useRoute } from './api';
import { BookingShell } from './components/booking-shell';
import { BookingWizard } from './components/booking-wizard';

function Notice({
  title,
  messages,
  children,
  alert = true,
}: {
  title: string;
  messages?: string[];
  children?: React.ReactNode;
  alert?: boolean;
}) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8"
    >
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {messages && messages.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-red-700">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}

/** /booking: reads the trip the landing page's quick form chose, then runs the two-step wizard. */
export function BookingPage() {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const [params] = useSearchParams();
  const parsed = useMemo(() => bookingQuerySchema.safeParse(Object.fromEntries(params)), [params]);

  if (!parsed.success) {
    // Arriving with no trip at all (e.g. 'New booking') is not an error; a broken trip is.
    const fresh = [...params.keys()].length === 0;
    const problems = fresh
      ? []
      : [...new Set(parsed.error.issues.map((i) => translateMessage(i.message, lang)))];
    return (
      <BookingShell>
        <Notice
          title={fresh ? t('invalid.startTitle') : t('invalid.title')}
          messages={problems}
          alert={!fresh}
        >
          <p className="mt-4 text-slate-600">{fresh ? t('invalid.startBody') : t('invalid.body')}</p>
          <Link to="/" className={buttonClass('primary', 'mt-6')}>
            {t('invalid.backToForm')}
          </Link>
        </Notice>
      </BookingShell>
    );
  }
  return <WithRoute query={parsed.data} search={params.toString()} />;
}

function WithRoute({ query, search }: { query: BookingQuery; search: string }) {
  const { t } = useTranslation('booking');
  const route = useRoute(query.pickup_location, query.destination);
  if (route.isPending) {
    return (
      <BookingShell step={1}>
        <div className="rounded-2xl bg-white shadow-lg">
          <Spinner label={t('wizard.loading')} className="min-h-[30vh]" />
        </div>
      </BookingShell>
    );
  }
  if (route.isError) {
    return (
      <BookingShell>
        <div className="rounded-2xl bg-white p-6 shadow-lg">
          <ErrorState
            message={t('route.checkFailed')}
            retryLabel={t('common:common.retry')}
            onRetry={() => void route.refetch()}
          />
        </div>
      </BookingShell>
    );
  }
  if (!route.data) {
    return (
      <BookingShell>
        <Notice title={t('route.notFound')}>
          <p className="mt-3 text-slate-600">
            {query.pickup_location} → {query.destination}
          </p>
          <Link to="/" className={buttonClass('primary', 'mt-6')}>
            {t('invalid.backToForm')}
          </Link>
        </Notice>
      </BookingShell>
    );
  }
  return <BookingWizard query={query} route={route.data} search={search} />;
}
