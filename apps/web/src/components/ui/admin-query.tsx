import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminErrorMessage } from '../../lib/admin-api';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

/**
 * A back-office read in its three states: a spinner that says what is loading, the spec's error
 * sentence with 'Tekrar Dene', or the content made from the data.
 */
export function AdminQuery<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** what is loading, e.g. 'Rotalar yükleniyor' */
  loading: string;
  /** the error sentence, e.g. 'Rotalar yüklenirken hata oluştu' ('Bağlantı hatası' when offline) */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError)
    return (
      <ErrorState
        message={adminErrorMessage(query.error, failed)}
        retryLabel="Tekrar Dene"
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}

/** The dashed box of an empty back-office list. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">
      {children}
    </p>
  );
}
