import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderLater } from './render-later';

describe('RenderLater', () => {
  it('draws its parts after the first render, one per task, in page order', async () => {
    // A clock that ticks once per task: parts drawn in the same task would note the same tick.
    let tick = 0;
    let ticking = true;
    const count = () => {
      tick++;
      if (ticking) setTimeout(count, 0);
    };
    setTimeout(count, 0);
    const drawn: Array<[string, number]> = [];
    // Noted when drawn (effects are flushed together, later).
    function Part({ name }: { name: string }) {
      if (!drawn.some(([n]) => n === name)) drawn.push([name, tick]);
      return <p>{name}</p>;
    }

    render(
      <>
        <p>first screen</p>
        <RenderLater>
          <Part name="footer" />
        </RenderLater>
        <RenderLater>
          <Part name="floating buttons" />
        </RenderLater>
      </>,
    );
    expect(screen.queryByText('footer')).toBeNull();
    await waitFor(() => expect(drawn).toHaveLength(2));
    ticking = false;
    expect(drawn.map(([name]) => name)).toEqual(['footer', 'floating buttons']);
    expect(drawn[1]![1]).toBeGreaterThan(drawn[0]![1]);
  });
});
