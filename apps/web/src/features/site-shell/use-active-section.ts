import { useEffect, useState } from 'react';

/** Which landing-page section is in view, for highlighting its navbar item. */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) visible.set(e.target.id, e.isIntersecting ? e.intersectionRatio : 0);
        const best = [...visible.entries()].filter(([, r]) => r > 0).sort((a, b) => b[1] - a[1])[0];
        setActive(best ? best[0] : null);
      },
      { rootMargin: '-40% 0px -40% 0px', threshold: [0, 0.25, 0.5, 1] },
    );
    const observeAll = () => ids.forEach((id) => { const el = document.getElementById(id); if (el) observer.observe(el); });
    observeAll();
    // Sections render after their data loads; look again shortly.
    const timer = window.setTimeout(observeAll, 1500);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [ids, enabled]);
  return enabled ? active : null;
}
