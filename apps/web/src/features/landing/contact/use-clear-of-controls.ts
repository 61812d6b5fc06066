import { useEffect, useState, type RefObject } from 'react';

const CONTROL =
  'a,button,input,select,textarea,label,summary,[role="button"],[tabindex]:not([tabindex="-1"])';

/**
 * Whether any control of the page (not inside `own`) lies under the rectangle `box`, sampled
 * every 8 px: a button's corner under the gap between the two round buttons counts too.
 *
 * A point can only hit a control inside that control's box, so only the grid's points inside a
 * control's box that meets `box` are hit-tested, and the first hit ends it: a grid of hit tests
 * over the whole box was a long task on a phone at every check.
 */
export function controlUnder(box: DOMRect, own: Element): boolean {
  const step = 8;
  const start = (from: number, edge: number) => from + 2 + Math.max(0, Math.ceil((edge - from - 2) / step)) * step;
  for (const control of document.querySelectorAll(CONTROL)) {
    if (own.contains(control)) continue;
    const r = control.getBoundingClientRect();
    const right = Math.min(box.right, r.right);
    const bottom = Math.min(box.bottom, r.bottom);
    for (let x = start(box.left, r.left); x < right; x += step) {
      for (let y = start(box.top, r.top); y < bottom; y += step) {
        if (document.elementsFromPoint(x, y).some((el) => !own.contains(el) && el.closest(CONTROL) !== null))
          return true;
      }
    }
  }
  return false;
}

/**
 * False while the fixed element `ref` would sit over a control of the page (the quick form's
 * date picker, a tour's 'Detaylar', 'Araç Bul'): fixed buttons must never take a tap meant for
 * the page. Checked on scroll and resize, once per frame.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      setClear(!controlUnder(el.getBoundingClientRect(), el));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    // Sections load after the first paint and move what lies under the buttons.
    const later = window.setTimeout(schedule, 1500);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(later);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
  return clear;
}
