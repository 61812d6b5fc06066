import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** Every preloadable part's loader, for the server to load them all before it renders a page. */
const everyPreload = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every preloadable part, those declared inside parts loaded here included (the
 * tour page's form): a server render then never suspends on code. A part that suspends on the
 * server is written between `<!--$s-->` markers, and hydrating those, Preact moves the part's
 * element, re-laying out the whole tour grid or tour page (Lighthouse total blocking time).
 */
export async function preloadEveryPart(): Promise<void> {
  let loaded = 0;
  while (loaded < everyPreload.size) {
    const pending = [...everyPreload].slice(loaded);
    loaded = everyPreload.size;
    await Promise.all(pending.map((preload) => preload()));
  }
}

/** A lazily loaded component whose code can be fetched ahead of its first render. */
export interface PreloadableLazy<C> {
  Component: C;
  /** fetches the code; once it has arrived the component renders without suspending */
  preload: () => Promise<unknown>;
}

/**
 * Like `lazy`, except that once its code is loaded the component renders at once. `lazy` suspends
 * on its first render even when the module is already there (it waits for a promise callback), so
 * a server-rendered page would hydrate in unplanned pieces. Preloading before `hydrateRoot` (or
 * before a part's turn, HydrateLater's `code`) lets hydration take the page over in the order it
 * chooses.
 */
export function preloadableLazy<C extends FunctionComponent<never>>(load: () => Promise<{ default: C }>): PreloadableLazy<C> {
  let loaded: ComponentType<object> | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m.default as unknown as ComponentType<object>;
      return { default: loaded };
    });
  everyPreload.add(preload);
  const Lazy = lazy(preload);
  function Component(props: object) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return { Component: Component as unknown as C, preload };
}
