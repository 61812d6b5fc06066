import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { NAV_ITEMS, type NavItem } from './nav-items';

/** A link's look: the current one is marked; over the landing hero the bar is transparent. */
function navItemClass(active: boolean, solid: boolean): string {
  return `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold transition lg:px-1.5 lg:text-[13px] xl:px-3 xl:text-sm ${
    active
      ? solid
        ? 'bg-sea-50 text-sea-800'
        : 'bg-white/20 text-white'
      : solid
        ? 'text-slate-700 hover:bg-slate-100'
        : 'text-white/90 hover:bg-white/10'
  }`;
}

/** The navbar's list items, rendered in the desktop bar and in the mobile menu alike. */
export function NavLinks({
  isActive,
  choose,
  solid,
}: {
  isActive: (item: NavItem) => boolean;
  choose: (item: NavItem) => (e: MouseEvent) => void;
  solid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {NAV_ITEMS.map((item) => (
        <li key={item.key}>
          <Link
            to={item.kind === 'anchor' ? `/#${item.target}` : item.target}
            onClick={choose(item)}
            aria-current={isActive(item) ? 'page' : undefined}
            className={navItemClass(isActive(item), solid)}
          >
            {t(`nav.${item.key}`)}
          </Link>
        </li>
      ))}
    </>
  );
}

/** The phone menu button's icon: a cross while the menu is open, three bars otherwise. */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
