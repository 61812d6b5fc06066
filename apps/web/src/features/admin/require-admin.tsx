import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { Spinner } from '../../components/ui/spinner';
import { useAdminSession } from './admin-session';

/**
 * Opens the back office only for a session the server accepts. Without one it goes to the login
 * page with a message, remembering the page that was asked for.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const location = useLocation();
  if (session.isPending) {
    return (
      <div className="grid min-h-screen place-items-center bg-slate-50">
        <Spinner label="Oturum kontrol ediliyor…" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="grid min-h-screen place-items-center bg-slate-50 p-4">
        <ErrorState message="Sunucuya ulaşılamadı. Bağlantınızı kontrol edin." retryLabel="Tekrar Dene" onRetry={() => void session.refetch()} />
      </div>
    );
  }
  if (!session.data) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/admin/login?reason=required&next=${next}`} replace />;
  }
  return children;
}
