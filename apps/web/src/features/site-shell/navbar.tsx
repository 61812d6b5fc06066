import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { settingOf, useSiteSettings } from '../../lib/site-settings';
import { CurrencySelector } from './currency-selector';
import { LanguageSwitcher } from './language-switcher';
import { MenuIcon, NavLinks } from './nav-links';
import { NAV_ITEMS, type NavItem } from './nav-items';
import { useActiveSection } from './use-active-section';
import { useMenuDisclosure, useNavChoice } from './use-navbar-menu';
import { useScrolledPast } from './use-scrolled';

const SECTION_IDS = NAV_ITEMS.filter((i) => i.kind === 'anchor').map((i) => i.target);

export function Navbar() {
  const { t } = useTranslation();
  const { data: settings } = useSiteSettings();
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useMenuDisclosure(menuButton);
  const onLanding = location.pathname === '/';
  const scrolled = useScrolledPast();
  const activeSection = useActiveSection(SECTION_IDS, onLanding);
  // Over the landing hero the bar is transparent; past 50 px, and on every other page, it is solid.
  const solid = scrolled || !onLanding || menuOpen;
  const siteName = settingOf(settings, 'site_name') ?? '';
  const logo = settingOf(settings, 'navbar_logo') ?? settingOf(settings, 'logo_url');
  const { goHome, choose } = useNavChoice(onLanding, () => setMenuOpen(false));

  const isActive = (item: NavItem) => {
    if (item.kind === 'anchor') return onLanding && activeSection === item.target;
    if (item.target === '/') return onLanding && !activeSection;
    return location.pathname === item.target;
  };

  // One list, rendered in the desktop bar and in the mobile menu.
  const items = <NavLinks isActive={isActive} choose={choose} solid={solid} />;

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
          <span className="truncate text-lg font-extrabold tracking-tight lg:text-base xl:text-lg">
            {siteName}
          </span>
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
            <MenuIcon open={menuOpen} />
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
