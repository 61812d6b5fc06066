import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useElementId } from '../../lib/use-element-id';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** text for the close button's accessible name */
  closeLabel: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** hide the visible heading (it stays the dialog's accessible name) */
  hideTitle?: boolean;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/**
 * Open dialogs, the topmost last. Every open dialog listens on the document, so only the topmost
 * may act on a key: Escape in a confirmation opened from another dialog closes the confirmation
 * alone, and Tab stays inside it.
 */
const openDialogs: object[] = [];

/**
 * Modal dialog: traps Tab inside, closes on Escape or a backdrop click, locks page scroll,
 * and returns focus to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  size = 'lg',
  hideTitle = false,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useElementId();
  const onCloseRef = useRef(onClose);
  // Current as soon as a render is shown (Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const token = {};
    openDialogs.push(token);
    const onKey = (e: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== token) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const firstEl = items[0]!;
      const lastEl = items[items.length - 1]!;
      if (e.shiftKey && document.activeElement === firstEl) {
        e.preventDefault();
        lastEl.focus();
      } else if (!e.shiftKey && document.activeElement === lastEl) {
        e.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-0 sm:items-center sm:p-4"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[95vh] w-full ${SIZES[size]} overflow-y-auto rounded-t-2xl bg-white shadow-2xl outline-none sm:rounded-2xl`}
      >
        <div
          className={`flex items-start justify-between gap-4 ${hideTitle ? 'absolute right-0 top-0 z-10 p-2' : 'border-b border-slate-200 px-5 py-4'}`}
        >
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-bold text-slate-900'}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="rounded-full bg-white/90 p-2 text-slate-600 shadow-sm hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sea-700"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={hideTitle ? '' : 'p-5'}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
