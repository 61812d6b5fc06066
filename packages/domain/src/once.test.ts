import { describe, expect, it } from 'vitest';
import { once } from './once.js';

describe('once', () => {
  it('builds nothing until asked, then builds exactly once', () => {
    let built = 0;
    const value = once(() => ({ n: ++built }));
    expect(built).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(built).toBe(1);
  });
});
