import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { setAdminUnauthorizedHandler } from '../../lib/admin-api';
import { ADMIN_SECTIONS, homePathFor, sectionAllowed, type AdminSection } from './admin-sections';
import { AdminShell } from './admin-shell';
import { ADMIN_ME_KEY, useAdminSession } from './admin-session';
import { LoginPage } from './login-page';
import { RequireAdmin } from './require-admin';

function AdminNotFound() {
  return (
    <div className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <p className="text-4xl font-bold text-slate-300">404</p>
      <p className="mt-2 font-semibold text-slate-800">Sayfa bulunamadı</p>
      <Link to="/admin/dashboard" className="mt-4 inline-block text-sm font-semibold text-sea-700 hover:underline">
        Dashboard’a dön
      </Link>
    </div>
  );
}

function AdminForbidden({ home }: { home: string }) {
  return (
    <div className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200" data-testid="admin-forbidden">
      <p className="text-4xl font-bold text-slate-300">403</p>
      <p className="mt-2 font-semibold text-slate-800">Bu sayfa için yetkiniz yok</p>
      <Link to={home} className="mt-4 inline-block text-sm font-semibold text-sea-700 hover:underline">
        Ana sayfanıza dönün
      </Link>
    </div>
  );
}

/**
 * A section opens only for a role that may use it (the server would answer its calls with 403):
 * others see a refusal, and the dashboard, where sign-in lands, sends them to their own start page.
 */
function SectionGate({ section, children }: { section: AdminSection; children: ReactNode }) {
  const { data: admin } = useAdminSession();
  if (!admin) return null;
  if (sectionAllowed(section, admin.role)) return children;
  const home = homePathFor(admin.role);
  return section.path === 'dashboard' ? <Navigate to={home} replace /> : <AdminForbidden home={home} />;
}

function AdminHome() {
  const { data: admin } = useAdminSession();
  return <Navigate to={admin ? homePathFor(admin.role) : '/admin/dashboard'} replace />;
}

/**
 * The back office (/admin/*), a lazily loaded chunk of its own. Turkish only. Routes come from the
 * section registry; everything but the login page sits behind the server-checked guard and the shell.
 */
export function AdminApp() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = 'tr';
    return () => {
      document.documentElement.lang = previous;
    };
  }, []);

  // Any 401 from a back-office call: the session is gone, so back to the login page, keeping the place.
  useEffect(
    () =>
      setAdminUnauthorizedHandler(() => {
        if (window.location.pathname.startsWith('/admin/login')) return;
        const next = encodeURIComponent(window.location.pathname + window.location.search);
        void navigate(`/admin/login?reason=expired&next=${next}`, { replace: true });
        queryClient.removeQueries({ queryKey: ['admin'] });
        queryClient.setQueryData(ADMIN_ME_KEY, null);
      }),
    [navigate, queryClient],
  );

  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        element={
          <RequireAdmin>
            <AdminShell />
          </RequireAdmin>
        }
      >
        <Route index element={<AdminHome />} />
        {ADMIN_SECTIONS.map((section) => (
          <Route
            key={section.path}
            path={section.path}
            element={
              <SectionGate section={section}>
                <Suspense fallback={<Spinner label="Yükleniyor…" />}>
                  <section.page />
                </Suspense>
              </SectionGate>
            }
          />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
