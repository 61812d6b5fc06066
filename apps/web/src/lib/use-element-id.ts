import { useState } from 'react';

let issued = 0;

/**
 * Server-rendered ids and ids drawn in the browser come from two counters that never meet: the
 * server's counter runs on across requests while each browser starts at 1, so a page rendered as
 * the server's `el-3` could later draw a dialog whose field was also `el-3` in the browser, and that
 * label would point at the wrong control. Hydration keeps the server's ids in the document.
 */
const prefix = typeof document === 'undefined' ? 's' : 'c';

/**
 * A unique id for wiring labels, descriptions and popups to their elements (htmlFor,
 * aria-describedby, aria-controls).
 *
 * Why not React's `useId`: the site runs on Preact's React compatibility layer (decision 008), and
 * Preact numbers `useId` per render root, so a field inside a dialog (rendered through a portal)
 * got the same id as a field on the page behind it and its label pointed at the wrong input. A
 * module counter is unique within one document and stable for a component's lifetime.
 */
export function useElementId(): string {
  const [id] = useState(() => `${prefix}-${(++issued).toString(36)}`);
  return id;
}
