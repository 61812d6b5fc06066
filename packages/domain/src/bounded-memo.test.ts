import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo.js';

describe('boundedMemo', () => {
  it('computes each pair of inputs once and keeps at most `max`, dropping the least recently used', () => {
    const calls: string[] = [];
    const join = boundedMemo((a: string, b: string) => {
      calls.push(`${a}|${b}`);
      return `${a}${b}`;
    }, 2);
    expect(join('a', 'b')).toBe('ab');
    expect(join('a', 'b')).toBe('ab');
    // the separator keeps ('a', 'b') and ('ab', '') apart
    expect(join('ab', '')).toBe('ab');
    expect(calls).toEqual(['a|b', 'ab|']);
    join('a', 'b'); // now the most recently used
    join('c', 'd'); // drops ('ab', '')
    join('a', 'b');
    join('ab', '');
    expect(calls).toEqual(['a|b', 'ab|', 'c|d', 'ab|']);
  });
});
