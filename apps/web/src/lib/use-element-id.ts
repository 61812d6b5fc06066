import { useState } from 'react';

let issued = 0;

/**
 * A unique id for wiring labels, descriptions and popups to their elements (htmlFor,
 * aria-describedby, aria-controls).
 *
 * Why not React's `useId`: the site runs on Preact's React compatibility layer (decision 008), and
 * Preact numbers `useId` per render root, so a field inside a dialog (rendered through a portal)
 * got the same id as a field on the page behind it and its label pointed at the wrong input. The
 * site is rendered only in the browser, so a module counter is unique and stable for a component's
 * lifetime, under React and Preact alike.
 */
export function useElementId(): string {
  const [id] = useState(() => `el-${(++issued).toString(36)}`);
  return id;
}
