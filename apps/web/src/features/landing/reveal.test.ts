import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction, whenInteracted } from './reveal';

// The module keeps one "has the visitor interacted" flag per page: the steps run in order.
describe('the first interaction', () => {
  it('runs waiting tasks at the first tap, once; later tasks of whenInteracted run at once, onFirstInteraction ones never', () => {
    const waiting = vi.fn();
    const cancelled = vi.fn();
    whenInteracted(waiting);
    const cancel = whenInteracted(cancelled);
    cancel();
    expect(waiting).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();

    const late = vi.fn();
    whenInteracted(late);
    expect(late).toHaveBeenCalledTimes(1);
    const tooLate = vi.fn();
    onFirstInteraction(tooLate);
    window.dispatchEvent(new Event('pointerdown'));
    expect(tooLate).not.toHaveBeenCalled();
  });
});
