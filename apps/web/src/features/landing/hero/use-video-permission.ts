import { useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '../reveal';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** The poster stays alone this long after the page has loaded and gone idle. */
const VIDEO_START_DELAY_MS = 2000;

/**
 * Whether the hero may start its background video on its own: never for visitors who ask for
 * reduced motion or data saving, and only a moment after the page has loaded and gone idle, so the
 * video never competes with what the first paint and the first interactions need (the poster is
 * shown until then).
 */
export function useBackgroundVideoAllowed(): boolean {
  const [settled, setSettled] = useState(false);
  const [reduced, setReduced] = useState(prefersReducedMotion);

  useEffect(() => {
    let timer: number | undefined;
    const cancelIdle = whenIdleAfterLoad(() => {
      timer = window.setTimeout(() => setSettled(true), VIDEO_START_DELAY_MS);
    });
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  return settled && !reduced && !savesData();
}
