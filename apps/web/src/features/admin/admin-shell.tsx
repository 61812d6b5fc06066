import { ADMIN_ROLE_LABELS, formatDateLongTr, todayInIstanbul } from '@riviera/domain';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { settingOf, useSiteSettings } from '../../lib/site-settings';
import { sectionOfPath } from './admin-sections';
import { useAdminSession, useLogout } from './admin-session';
import { AdminSideMenu } from './admin-side-menu';
import { AdminTitleBar } from './admin-title-bar';

/**
 * The back-office frame: side menu (an overlay with a toggle under 768 px), and a title bar with
 * the current section's name or 'Admin Panel', today's date in Turkish, the 'Admin / Yönetici'
 * badge and logout.
 */
export function AdminShell() {
  const location = useLocation();
  const section = sectionOfPath(location.pathname);
  const title = section?.label ?? 'Admin Panel';
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useLogout();
  const { data: admin } = useAdminSession();
  const { data: settings } = useSiteSettings();
  const menuRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const today = formatDateLongTr(todayInIstanbul());
  // On a phone the weekday is dropped so the date fits under the title: '21 Kasım 2026'.
  const todayShort = today.replace(/\s+\S+$/, '');
  // The spec's fixed badge is the Yönetici's; an Operasyon user sees their own role.
  const roleBadge = !admin || admin.role === 'admin' ? 'Admin / Yönetici' : ADMIN_ROLE_LABELS[admin.role];

  useEffect(() => {
    document.title = `${title} · Yönetim Paneli`;
  }, [title]);

  // The overlay menu: Escape closes it and focus goes back to the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <div className="min-h-screen bg-slate-100 text-slate-800 print:min-h-0 print:bg-white">
      {menuOpen ? (
        <div
          className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[1px] md:hidden"
          aria-hidden="true"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}

      <AdminSideMenu
        menuRef={menuRef}
        open={menuOpen}
        admin={admin}
        siteName={settingOf(settings, 'site_name')}
        onClose={() => setMenuOpen(false)}
      />

      <div className="md:pl-64 print:pl-0">
        <AdminTitleBar
          title={title}
          today={today}
          todayShort={todayShort}
          roleBadge={roleBadge}
          toggleRef={toggleRef}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((v) => !v)}
          loggingOut={loggingOut}
          onLogout={() => void onLogout()}
        />
        <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8 print:max-w-none print:p-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
