import { NAVBAR_SCROLL_THRESHOLD_PX } from '@riviera/domain';
import { useEffect, useState } from 'react';

/** True once the page has scrolled past the navbar's style threshold (50 px). */
export function useScrolledPast(threshold = NAVBAR_SCROLL_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
