import { todayInIstanbul } from '@riviera/domain';
import type { RefObject } from 'react';
import { Icon } from '../../components/ui/icon';

interface AdminTitleBarProps {
  title: string;
  today: string;
  todayShort: string;
  roleBadge: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  menuOpen: boolean;
  onToggleMenu: () => void;
  loggingOut: boolean;
  onLogout: () => void;
}

/** The title bar: menu toggle (phones), the section's title, today's date, the role badge and logout. */
export function AdminTitleBar(props: AdminTitleBarProps) {
  const { title, today, todayShort, roleBadge, toggleRef, menuOpen, onToggleMenu, loggingOut, onLogout } =
    props;
  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
        <button
          ref={toggleRef}
          type="button"
          onClick={onToggleMenu}
          aria-label={menuOpen ? 'Menüyü kapat' : 'Menüyü aç'}
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          className="-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-700 md:hidden"
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
        <div className="min-w-0 flex-1">
          <h1
            className="truncate text-lg font-bold tracking-tight text-slate-900 sm:text-xl"
            data-testid="admin-title"
          >
            {title}
          </h1>
          <p className="flex items-center gap-2 truncate text-xs text-slate-500 sm:hidden">
            <span className="truncate">{todayShort}</span>
            <span className="shrink-0 rounded-full bg-sea-50 px-2 py-0.5 font-semibold text-sea-800 ring-1 ring-inset ring-sea-100">
              {roleBadge}
            </span>
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
          onClick={onLogout}
          disabled={loggingOut}
          className="inline-flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-700 disabled:opacity-50"
        >
          <Icon name="logout" />
          <span className="max-sm:sr-only">Çıkış Yap</span>
        </button>
      </div>
    </header>
  );
}
