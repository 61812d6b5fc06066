import { NAVBAR_SCROLL_THRESHOLD_PX } from '@riviera/domain';
import { useEffect, useState } from 'react';

/** True once the page has scrolled past the navbar's style threshold (50 px). */
export function useScrolledPast(threshold = NAVBAR_SCROLL_THRESHOLD_PX): boolean {
  // Starts as the server drew it (not scrolled): hydration keeps the server's attributes, so a
  // visitor who scrolled before the scripts ran would otherwise keep a header that never updates.
  // The effect reads the real position at once.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
