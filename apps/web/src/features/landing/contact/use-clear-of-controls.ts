import { useEffect, useState, type RefObject } from 'react';

const CONTROL =
  'a,button,input,select,textarea,label,summary,[role="button"],[tabindex]:not([tabindex="-1"])';

/**
 * Whether any control of the page (not inside `own`) lies under the rectangle `box`, sampled
 * every 8 px: a button's corner under the gap between the two round buttons counts too.
 */
export function controlUnder(box: DOMRect, own: Element): boolean {
  // Hit-testing a grid of points is the exact answer but costs a long task on a phone; a page
  // scrolled to where no control's box even meets the buttons' box (most of the time) needs none.
  if (!controlBoxMeets(box, own)) return false;
  const step = 8;
  for (let x = box.left + 2; x < box.right; x += step) {
    for (let y = box.top + 2; y < box.bottom; y += step) {
      if (document.elementsFromPoint(x, y).some((el) => !own.contains(el) && el.closest(CONTROL) !== null))
        return true;
    }
  }
  return false;
}

function controlBoxMeets(box: DOMRect, own: Element): boolean {
  for (const control of document.querySelectorAll(CONTROL)) {
    if (own.contains(control)) continue;
    const r = control.getBoundingClientRect();
    if (r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom) return true;
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
