import { useEffect, useState, type ReactNode } from 'react';
import { afterHydration, nextTurn } from './hydrate-later';

/**
 * Parts of the first screen that do not have to be in the first paint (the footer below the fold,
 * fixed buttons, the navbar's controls) render afterwards, each in a task of its own and in page
 * order, once a server-rendered page has been taken over (HydrateLater).
 *
 * Why: Preact (decision 008) renders a tree in one go, so a whole page in the first render is one
 * long task. That blocks taps, and Lighthouse counts it as total blocking time. Use this only where
 * the late part cannot move what is already shown: fixed or absolutely positioned elements, space
 * reserved for it, or content below the fold.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterHydration()
      .then(nextTurn)
      .then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : null;
}
