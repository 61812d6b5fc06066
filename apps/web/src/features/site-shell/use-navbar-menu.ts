import { useEffect, useState, type MouseEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { scrollLandingToTop, scrollToSection, type NavItem } from './nav-items';

/** The phone menu's open state. Escape closes it and gives focus back to its button (a disclosure's keyboard way out). */
export function useMenuDisclosure(menuButton: RefObject<HTMLButtonElement | null>) {
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, menuButton]);
  return [menuOpen, setMenuOpen] as const;
}

/**
 * What a click on a navbar link does: every click closes the phone menu; anchors scroll on the
 * landing page (or open it at the section), and home goes back to the top there.
 */
export function useNavChoice(onLanding: boolean, closeMenu: () => void) {
  const navigate = useNavigate();

  /** On the landing page 'Ana Sayfa' and the logo go back to the top instead of re-linking to '/'. */
  const goHome = (e: MouseEvent) => {
    closeMenu();
    if (!onLanding) return;
    e.preventDefault();
    scrollLandingToTop();
  };

  const choose = (item: NavItem) => (e: MouseEvent) => {
    if (item.kind === 'path' && item.target === '/') return goHome(e);
    closeMenu();
    if (item.kind !== 'anchor') return;
    e.preventDefault();
    if (onLanding && scrollToSection(item.target)) {
      window.history.replaceState(null, '', `#${item.target}`);
      return;
    }
    void navigate({ pathname: '/', hash: `#${item.target}` });
  };

  return { goHome, choose };
}
