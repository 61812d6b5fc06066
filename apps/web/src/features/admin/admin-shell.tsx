import { ADMIN_ROLE_LABELS, formatDateLongTr, todayInIstanbul } from '@riviera/domain';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { settingOf, useSiteSettings } from '../../lib/site-settings';
import { menuFor, sectionOfPath } from './admin-sections';
import { useAdminSession, useLogout } from './admin-session';

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
        <div className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[1px] md:hidden" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      ) : null}

      <aside
        id="admin-menu"
        ref={menuRef}
        className={`fixed inset-y-0 left-0 z-50 flex w-72 print:hidden flex-col bg-sea-950 text-slate-200 shadow-2xl transition-[transform,visibility] duration-200 md:w-64 md:translate-x-0 md:shadow-none ${
          menuOpen ? 'translate-x-0' : 'max-md:invisible max-md:-translate-x-full'
        }`}
      >
        <div className="flex h-16 items-center justify-between gap-2 border-b border-white/10 px-5">
          <div className="min-w-0">
            <p className="truncate text-base font-extrabold tracking-tight text-white">{settingOf(settings, 'site_name')}</p>
            <p className="text-xs text-slate-400">Yönetim Paneli</p>
          </div>
          <button
            type="button"
            onClick={() => setMenuOpen(false)}
            aria-label="Menüyü kapat"
            className="rounded-lg p-2 text-slate-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white md:hidden"
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Yönetim menüsü" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {(admin ? menuFor(admin.role) : []).map((s) => (
              <li key={s.path}>
                <NavLink
                  to={`/admin/${s.path}`}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-lagoon-400 ${
                      isActive ? 'bg-white/10 text-white shadow-inner' : 'text-slate-300 hover:bg-white/5 hover:text-white'
                    }`
                  }
                >
                  {({ isActive }) => (
                    <>
                      <span className={isActive ? 'text-lagoon-400' : 'text-slate-400'}>
                        <Icon name={s.icon} />
                      </span>
                      {s.label}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-white/10 px-5 py-4 text-xs text-slate-400">
          {admin ? (
            <p>
              Giriş yapan: <span className="font-semibold text-slate-200">{admin.username}</span>
            </p>
          ) : null}
          <NavLink to="/admin/account" onClick={() => setMenuOpen(false)} className="mt-2 flex items-center gap-1 text-slate-300 hover:text-white">
            <Icon name="key" className="h-3.5 w-3.5" /> Şifremi değiştir
          </NavLink>
          <a href="/" target="_blank" rel="noreferrer" className="mt-2 inline-flex items-center gap-1 text-slate-300 hover:text-white">
            Siteyi görüntüle <Icon name="external" className="h-3.5 w-3.5" />
          </a>
        </div>
      </aside>

      <div className="md:pl-64 print:pl-0">
        <header className="sticky top-0 z-30 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur">
          <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
            <button
              ref={toggleRef}
              type="button"
              onClick={() => setMenuOpen((v) => !v)}
              aria-label={menuOpen ? 'Menüyü kapat' : 'Menüyü aç'}
              aria-expanded={menuOpen}
              aria-controls="admin-menu"
              className="-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-700 md:hidden"
            >
              <Icon name="menu" className="h-6 w-6" />
            </button>
            <div className="min-w-0 flex-1">
              <h1 className="truncate text-lg font-bold tracking-tight text-slate-900 sm:text-xl" data-testid="admin-title">
                {title}
              </h1>
              <p className="flex items-center gap-2 truncate text-xs text-slate-500 sm:hidden">
                <span className="truncate">{todayShort}</span>
                <span className="shrink-0 rounded-full bg-sea-50 px-2 py-0.5 font-semibold text-sea-800 ring-1 ring-inset ring-sea-100">{roleBadge}</span>
              </p>
            </div>
            <p className="hidden items-center gap-1.5 text-sm text-slate-500 sm:flex">
              <Icon name="calendar" className="h-4 w-4" />
              <time dateTime={todayInIstanbul()}>{today}</time>
            </p>
            <span className="hidden whitespace-nowrap rounded-full bg-sea-50 px-2.5 py-1 text-xs font-semibold text-sea-800 ring-1 ring-inset ring-sea-100 sm:inline">
              {roleBadge}
            </span>
            <button
              type="button"
              onClick={() => void onLogout()}
              disabled={loggingOut}
              className="inline-flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-700 disabled:opacity-50"
            >
              <Icon name="logout" />
              <span className="max-sm:sr-only">Çıkış Yap</span>
            </button>
          </div>
        </header>
        <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8 print:max-w-none print:p-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
