import { BANNER_AUTOHIDE_MS } from '@riviera/domain';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayHost } from './overlay-host';

export type BannerTone = 'success' | 'error' | 'info';

const TONES: Record<BannerTone, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

export interface BannerMessage {
  tone: BannerTone;
  text: ReactNode;
}

/**
 * A success/error/info line that hides itself after 5 seconds (back-office §9), or when closed.
 * `floating` pins it to the top right of the screen as a toast.
 */
function Banner({
  tone,
  children,
  onClose,
  autoHideMs = BANNER_AUTOHIDE_MS,
  floating = false,
}: {
  tone: BannerTone;
  children: ReactNode;
  onClose: () => void;
  autoHideMs?: number | null;
  floating?: boolean;
}) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!autoHideMs) return;
    const timer = setTimeout(() => onCloseRef.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, children]);
  const host = useOverlayHost();
  // Over the page a toast floats top right; inside a dialog it sits in the dialog's own slot under
  // the header, so it never covers the dialog's close button (at any width).
  const inDialog = floating && host !== null && host !== document.body;
  const placement = !floating ? '' : inDialog ? 'shadow-lg' : 'fixed right-4 top-4 z-[60] max-w-sm shadow-lg';
  const banner = (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-sm ${TONES[tone]} ${placement}`}
    >
      <span className="mt-0.5 text-base leading-none" aria-hidden="true">
        {tone === 'success' ? '✓' : tone === 'error' ? '!' : 'i'}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
      <button type="button" onClick={onClose} aria-label="Kapat" className="-m-1 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current">
        ×
      </button>
    </div>
  );
  return floating ? <FloatingLayer>{banner}</FloatingLayer> : banner;
}

/**
 * A toast above everything: inside the topmost open dialog when there is one (the page behind a
 * modal dialog is inert and under its backdrop), else at the end of the body.
 */
function FloatingLayer({ children }: { children: ReactNode }) {
  const host = useOverlayHost();
  return host ? createPortal(children, host) : null;
}

/**
 * One banner slot for a page: `show('success', 'Kaydedildi')` replaces the current message and
 * restarts the 5-second timer; `node` is what to render (null when nothing is shown).
 */
export function useBanner(opts: { floating?: boolean; autoHideMs?: number | null } = {}) {
  const [message, setMessage] = useState<(BannerMessage & { id: number }) | null>(null);
  const show = useCallback((tone: BannerTone, text: ReactNode) => setMessage({ tone, text, id: Date.now() + Math.random() }), []);
  const clear = useCallback(() => setMessage(null), []);
  const node = message ? (
    <Banner key={message.id} tone={message.tone} onClose={clear} floating={opts.floating ?? false} autoHideMs={opts.autoHideMs ?? BANNER_AUTOHIDE_MS}>
      {message.text}
    </Banner>
  ) : null;
  return { node, show, clear, message };
}
