import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { menuFor } from './admin-sections';
import type { AdminUser } from './admin-session';

/** The side menu: site name, the sections the user's role may open, account and site links. */
export function AdminSideMenu({
  menuRef,
  open,
  admin,
  siteName,
  onClose,
}: {
  menuRef: RefObject<HTMLElement | null>;
  open: boolean;
  admin: AdminUser | null | undefined;
  siteName: string | undefined;
  onClose: () => void;
}) {
  return (
    <aside
      id="admin-menu"
      ref={menuRef}
      className={`fixed inset-y-0 left-0 z-50 flex w-72 print:hidden flex-col bg-sea-950 text-slate-200 shadow-2xl transition-[transform,visibility] duration-200 md:w-64 md:translate-x-0 md:shadow-none ${
        open ? 'translate-x-0' : 'max-md:invisible max-md:-translate-x-full'
      }`}
    >
      <div className="flex h-16 items-center justify-between gap-2 border-b border-white/10 px-5">
        <div className="min-w-0">
          <p className="truncate text-base font-extrabold tracking-tight text-white">{siteName}</p>
          <p className="text-xs text-slate-400">Yönetim Paneli</p>
        </div>
        <button
          type="button"
          onClick={() => onClose()}
          aria-label="Menüyü kapat"
          className="rounded-lg p-2 text-slate-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white md:hidden"
        >
          <Icon name="close" />
        </button>
      </div>
      <AdminMenuLinks admin={admin} onClose={onClose} />
      <div className="border-t border-white/10 px-5 py-4 text-xs text-slate-400">
        {admin ? (
          <p>
            Giriş yapan: <span className="font-semibold text-slate-200">{admin.username}</span>
          </p>
        ) : null}
        <NavLink
          to="/admin/account"
          onClick={() => onClose()}
          className="mt-2 flex items-center gap-1 text-slate-300 hover:text-white"
        >
          <Icon name="key" className="h-3.5 w-3.5" /> Şifremi değiştir
        </NavLink>
        <a
          href="/"
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-flex items-center gap-1 text-slate-300 hover:text-white"
        >
          Siteyi görüntüle <Icon name="external" className="h-3.5 w-3.5" />
        </a>
      </div>
    </aside>
  );
}

/** The sections the user's role may open; following one closes the overlay menu. */
function AdminMenuLinks({ admin, onClose }: { admin: AdminUser | null | undefined; onClose: () => void }) {
  return (
    <nav aria-label="Yönetim menüsü" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {(admin ? menuFor(admin.role) : []).map((s) => (
          <li key={s.path}>
            <NavLink
              to={`/admin/${s.path}`}
              onClick={() => onClose()}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-lagoon-400 ${
                  isActive
                    ? 'bg-white/10 text-white shadow-inner'
                    : 'text-slate-300 hover:bg-white/5 hover:text-white'
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
  );
}
