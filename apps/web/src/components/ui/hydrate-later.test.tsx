import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawnInBrowser, HydrateLater, hydrateInTurns } from './hydrate-later';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="top" />
      <HydrateLater>
        <section>
          <Counter name="below" />
          {/* A part inside a late part (a section's cards) takes a turn of its own. */}
          <HydrateLater>
            <div>
              <Counter name="card" />
            </div>
          </HydrateLater>
        </section>
      </HydrateLater>
    </main>
  );
}

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HydrateLater', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the server HTML of a late part, and takes it over in a later task', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const serverNodes = ['top', 'below', 'card'].map(button);

    let done = false;
    let hydrated!: Promise<void>;
    act(() => {
      hydrated = hydrateInTurns(() => hydrateRoot(root, <Page />)).then(() => {
        done = true;
      });
    });
    // The first pass took over the top of the page only: the parts below keep the server's HTML,
    // and do not answer yet.
    expect(done).toBe(false);
    expect(['top', 'below', 'card'].map(button)).toEqual(serverNodes);
    act(() => button('top').click());
    act(() => button('below').click());
    expect(button('top')).toHaveTextContent('top 1');
    expect(button('below')).toHaveTextContent('below 0');

    await act(async () => {
      await hydrated;
    });
    // Every part answers now, on the very nodes the server drew (nothing was drawn twice).
    expect(['top', 'below', 'card'].map(button)).toEqual(serverNodes);
    act(() => button('below').click());
    act(() => button('card').click());
    expect(button('below')).toHaveTextContent('below 1');
    expect(button('card')).toHaveTextContent('card 1');
    expect(root.innerHTML).toBe(
      renderToString(<Page />)
        .replace('top 0', 'top 1')
        .replace('below 0', 'below 1')
        .replace('card 0', 'card 1'),
    );
  });

  it('takes the parts over one task at a time, in page order', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    let hydrated!: Promise<void>;
    act(() => {
      hydrated = hydrateInTurns(() => hydrateRoot(root, <Page />));
    });
    const answers = (name: string) => {
      const before = button(name).textContent;
      act(() => button(name).click());
      return button(name).textContent !== before;
    };
    // The section's turn comes first; the card inside it waits for a turn of its own.
    for (let task = 0; task < 5 && !answers('below'); task++) await act(nextTask);
    expect(answers('below')).toBe(true);
    expect(answers('card')).toBe(false);
    await act(async () => {
      await hydrated;
    });
    expect(answers('card')).toBe(true);
  });

  it('draws a part opened by a tap at once inside DrawnInBrowser, while the page is still taken over', async () => {
    // A dialog's form (the tour modal) holds late parts too; opened before the page's last turn,
    // they must not queue behind the page's turns (issue 32: fields missing for seconds).
    function Opener({ drawnHere }: { drawnHere: boolean }) {
      const [open, setOpen] = useState(false);
      const form = (
        <HydrateLater>
          <label>
            Ad <input />
          </label>
        </HydrateLater>
      );
      return (
        <div>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          {open ? <div>{drawnHere ? <DrawnInBrowser>{form}</DrawnInBrowser> : form}</div> : null}
        </div>
      );
    }
    const shown: boolean[] = [];
    for (const drawnHere of [true, false]) {
      const page = (
        <main>
          <Opener drawnHere={drawnHere} />
          <Page />
        </main>
      );
      const root = document.createElement('div');
      root.innerHTML = renderToString(page);
      document.body.append(root);
      let done = false;
      let hydrated!: Promise<void>;
      act(() => {
        hydrated = hydrateInTurns(() => hydrateRoot(root, page)).then(() => {
          done = true;
        });
      });
      act(() => screen.getByRole('button', { name: 'open' }).click());
      await act(nextTask);
      expect(done).toBe(false);
      shown.push(screen.queryByRole('textbox', { name: 'Ad' }) !== null);
      await act(async () => {
        await hydrated;
      });
      expect(screen.getByRole('textbox', { name: 'Ad' })).toBeInTheDocument();
      root.remove();
    }
    // Inside DrawnInBrowser at once; outside it, only after the page's turns (the old behaviour).
    expect(shown).toEqual([true, false]);
  });

  it('draws its part at once where the browser renders without server HTML', () => {
    render(<Page />);
    act(() => button('card').click());
    expect(button('card')).toHaveTextContent('card 1');
  });
});
