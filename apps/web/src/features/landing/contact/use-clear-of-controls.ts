import { useEffect, useState, type RefObject } from 'react';

const CONTROL = 'a,button,input,select,textarea,label,summary,[role="button"],[tabindex]:not([tabindex="-1"])';

/** Whether any control of the page (not inside `own`) lies under the rectangle `box`. */
export function controlUnder(box: DOMRect, own: Element): boolean {
  const inset = 2;
  const points: [number, number][] = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  ];
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((el) => !own.contains(el) && el.closest(CONTROL) !== null),
  );
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
