import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useElementId } from '../../lib/use-element-id';
import { DrawnInBrowser } from './hydrate-later';
import { pushOverlayHost } from './overlay-host';

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
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/**
 * Modal dialog on the native `<dialog>` element, opened with `showModal()`: the browser keeps it in
 * the top layer, makes the page behind it inert (focus cannot leave it) and sends Escape to the
 * topmost dialog only, so Escape in a confirmation opened from another dialog closes the
 * confirmation alone. A click on the backdrop closes it too; page scroll is locked while it is open,
 * and focus returns to whatever opened it. The caller owns `open`: Escape and the close button ask
 * `onClose`, which may refuse (a confirmation that is busy).
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <ModalDialog {...props} /> : null;
}

/**
 * Opens the dialog modal once mounted and undoes it all on unmount: the page's scroll, the toast
 * host, the native listeners, and focus back on the opener.
 */
function useModal(
  dialogRef: RefObject<HTMLDialogElement | null>,
  hostRef: RefObject<HTMLDivElement | null>,
  onClose: () => void,
) {
  const onCloseRef = useRef(onClose);
  // Current as soon as a render is shown (Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Once, on mount: ref objects never change.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.showModal();
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const releaseHost = hostRef.current ? pushOverlayHost(hostRef.current) : () => undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    // Escape: the caller decides.
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    // A browser may close the dialog itself (a second Escape it does not let the page refuse). Tell
    // the caller; if it keeps the dialog open, open it again rather than leave it shut but mounted.
    const onNativeClose = () => {
      onCloseRef.current();
      reopen = setTimeout(() => {
        if (dialog.isConnected && !dialog.open) dialog.showModal();
      });
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      clearTimeout(reopen);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      releaseHost();
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef, hostRef]);
}

function ModalDialog({ onClose, title, closeLabel, children, size = 'lg' }: Omit<DialogProps, 'open'>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const titleId = useElementId();
  useModal(dialogRef, hostRef, onClose);

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // The dialog fills the screen and centres its panel; a press outside the panel is on the backdrop.
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-end justify-center overflow-hidden border-0 bg-transparent p-0 open:flex backdrop:bg-slate-950/60 sm:items-center sm:p-4"
    >
      <div
        className={`relative max-h-[95vh] w-full ${SIZES[size]} overflow-y-auto rounded-t-2xl bg-white shadow-2xl sm:rounded-2xl`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <CloseButton label={closeLabel} onClose={onClose} />
        </div>
        {/* Toasts shown while this dialog is the topmost one render here (components/ui/overlay-host):
            under the header, kept in view while the panel scrolls, never over the close button. */}
        <div ref={hostRef} data-testid="dialog-toasts" className="sticky top-0 z-10 space-y-2 px-5 pt-3 empty:hidden" />
        {/* A dialog is never in the server's HTML: parts that wait for their turn while a server
            page is taken over (HydrateLater) render at once in it. */}
        <div className="p-5">
          <DrawnInBrowser>{children}</DrawnInBrowser>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}

function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
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
  );
}
