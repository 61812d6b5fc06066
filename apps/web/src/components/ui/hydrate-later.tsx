import { createContext, Suspense, useContext, useState, type ReactElement, type ReactNode } from 'react';

/**
 * Server-rendered content that the browser takes over (hydrates) in a task of its own, after the
 * rest of the page, in page order: the parts below the fold of a server-rendered page.
 *
 * Why: Preact (decision 008) hydrates a tree in one synchronous pass, and a whole page in one pass
 * is one long task that blocks taps (Lighthouse's total blocking time). Preact keeps the server's
 * DOM of a component that suspends while hydrating and hydrates it when the promise resolves, so
 * each part here suspends once during the first hydration and resumes in a later task. The server
 * and a browser render (no server HTML) draw the children at once.
 *
 * `children` must render exactly one element: a suspended part keeps one DOM node, its first.
 */
export function HydrateLater({ children, code }: { children: ReactElement; code?: () => Promise<unknown> }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn code={code}>{children}</WaitForTurn>
    </Suspense>
  );
}

/**
 * `code`: loads the part's own code (a `preloadableLazy`'s `preload`). The page's first pass then
 * does not wait for it, and its modules start up in a task of their own; the part's turn waits for
 * it. Where the browser draws the part itself, the lazy component waits as usual.
 */
function WaitForTurn({ children, code }: { children: ReactElement; code?: () => Promise<unknown> }) {
  const drawnHere = useContext(DrawnInBrowserContext);
  // Taken on the first render only: a part first rendered once the page is hydrated never waits,
  // nor does one the browser draws itself while the page is still being taken over (a dialog).
  const [turn] = useState(() => (hydrating && !drawnHere ? takeTurn(code?.()) : null));
  // Suspending is how Preact is told to keep the server's DOM and come back later.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (turn && !turn.done) throw turn.ready;
  return children;
}

const DrawnInBrowserContext = createContext(false);

/**
 * Marks content that the browser draws itself and the server never did: a dialog opened by a tap.
 * Its `HydrateLater` parts render at once. Without it, a tour form opened while the landing page was
 * still being taken over queued its fields behind every turn the page had left, and showed only
 * its total and a submit button for seconds on a slow phone (issue 32).
 */
export function DrawnInBrowser({ children }: { children: ReactNode }) {
  return <DrawnInBrowserContext.Provider value>{children}</DrawnInBrowserContext.Provider>;
}

interface Turn {
  ready: Promise<void>;
  done: boolean;
}

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();
let hydrated: Promise<void> = Promise.resolve();

/**
 * Resolves once the server-rendered page is wholly taken over (at once where there is none):
 * what the browser adds of its own (RenderLater) comes after, so it never delays the page's turns
 * and the page's HTML is taken over exactly as the server drew it.
 */
export function afterHydration(): Promise<void> {
  return hydrated;
}

/**
 * Resolves in a task of its own, after every turn already taken: for what the browser adds once
 * the page is taken over (RenderLater), one part per task, in the same order as the page's turns.
 */
export function nextTurn(): Promise<void> {
  return takeTurn().ready;
}

/** One part per macrotask, so the browser handles input and paints between them. */
function takeTurn(loading: Promise<unknown> = Promise.resolve()): Turn {
  const turn: Turn = { ready: Promise.resolve(), done: false };
  // Code that fails to load does not hold the page's later parts back: this one then renders its
  // lazy component, which asks again and fails as any lazy part does (to its error boundary).
  turn.ready = Promise.all([lastTurn, loading.catch(() => undefined)]).then(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          turn.done = true;
          resolve();
        }, 0),
      ),
  );
  lastTurn = turn.ready;
  return turn;
}

/**
 * Hydrates a server-rendered page: `hydrate` runs the first, synchronous pass, in which every
 * `HydrateLater` takes its turn. A part that resumes may hold parts of its own (a section's
 * cards), which take turns after those already waiting. The promise resolves once the last part
 * has been taken over, when the whole page answers taps and keys.
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  hydrated = takeOver(hydrate);
  return hydrated;
}

async function takeOver(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
    let waited: Promise<void>;
    do {
      waited = lastTurn;
      await waited;
      // The part whose turn it was renders in the microtasks after it; a task later it is in
      // place, with any turns it took.
      await new Promise((resolve) => setTimeout(resolve, 0));
    } while (waited !== lastTurn);
  } finally {
    hydrating = false;
  }
}
