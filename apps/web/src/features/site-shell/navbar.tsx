import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { settingOf, useSiteSettings } from '../../lib/site-settings';
import { CurrencySelector } from './currency-selector';
import { LanguageSwitcher } from './language-switcher';
import { NAV_ITEMS, scrollLandingToTop, scrollToSection, type NavItem } from './nav-items';
import { useActiveSection } from './use-active-section';
import { useScrolledPast } from './use-scrolled';

const SECTION_IDS = NAV_ITEMS.filter((i) => i.kind === 'anchor').map((i) => i.target);

export function Navbar() {
  const { t } = useTranslation();
  const { data: settings } = useSiteSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the phone menu and gives focus back to its button (a disclosure's keyboard way out).
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  const onLanding = location.pathname === '/';
  const scrolled = useScrolledPast();
  const activeSection = useActiveSection(SECTION_IDS, onLanding);
  // Over the landing hero the bar is transparent; past 50 px, and on every other page, it is solid.
  const solid = scrolled || !onLanding || menuOpen;
  const siteName = settingOf(settings, 'site_name') ?? '';
  const logo = settingOf(settings, 'navbar_logo') ?? settingOf(settings, 'logo_url');

  const isActive = (item: NavItem) => {
    if (item.kind === 'anchor') return onLanding && activeSection === item.target;
    if (item.target === '/') return onLanding && !activeSection;
    return location.pathname === item.target;
  };

  /** On the landing page 'Ana Sayfa' and the logo go back to the top instead of re-linking to '/'. */
  const goHome = (e: React.MouseEvent) => {
    setMenuOpen(false);
    if (!onLanding) return;
    e.preventDefault();
    scrollLandingToTop();
  };

  const choose = (item: NavItem) => (e: React.MouseEvent) => {
    if (item.kind === 'path' && item.target === '/') return goHome(e);
    setMenuOpen(false);
    if (item.kind !== 'anchor') return;
    e.preventDefault();
    if (onLanding && scrollToSection(item.target)) {
      window.history.replaceState(null, '', `#${item.target}`);
      return;
    }
    void navigate({ pathname: '/', hash: `#${item.target}` });
  };

  const itemClass = (item: NavItem) =>
    `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold transition lg:px-1.5 lg:text-[13px] xl:px-3 xl:text-sm ${
      isActive(item)
        ? solid
          ? 'bg-sea-50 text-sea-800'
          : 'bg-white/20 text-white'
        : solid
          ? 'text-slate-700 hover:bg-slate-100'
          : 'text-white/90 hover:bg-white/10'
    }`;

  // One list, rendered in the desktop bar and in the mobile menu.
  const items = NAV_ITEMS.map((item) => (
    <li key={item.key}>
      <Link
        to={item.kind === 'anchor' ? `/#${item.target}` : item.target}
        onClick={choose(item)}
        aria-current={isActive(item) ? 'page' : undefined}
        className={itemClass(item)}
      >
        {t(`nav.${item.key}`)}
      </Link>
    </li>
  ));

  return (
    <header
      data-scrolled={solid}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        solid
          ? 'bg-white/95 text-slate-800 shadow-md backdrop-blur'
          : 'bg-gradient-to-b from-slate-950/60 to-transparent text-white'
      }`}
    >
      <nav
        aria-label={t('shell.mainNav')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:gap-3 xl:gap-4"
      >
        <Link to="/" className="flex min-w-0 items-center gap-2" onClick={goHome} data-testid="navbar-logo">
          {logo ? <img src={logo} alt="" height={36} className="h-9 w-auto max-w-32 shrink-0" /> : null}
          <span className="truncate text-lg font-extrabold tracking-tight lg:text-base xl:text-lg">{siteName}</span>
        </Link>
        {/* Links, languages and currency are in the server's HTML: a crawler and a visitor without
            scripts see and follow them (issue 32). One line down to 1024 px: the links stay whole,
            the brand gives way first. */}
        <ul className="hidden shrink-0 items-center lg:flex xl:gap-1">{items}</ul>
        <div className="flex shrink-0 items-center gap-2 lg:gap-1.5 xl:gap-2">
          <LanguageSwitcher className="hidden sm:flex" />
          <CurrencySelector />
          <button
            ref={menuButton}
            type="button"
            className="rounded-md p-2 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden">
          <ul className="flex flex-col gap-1 pt-2">{items}</ul>
          <LanguageSwitcher className="mt-3 sm:hidden" />
        </div>
      ) : null}
    </header>
  );
}
