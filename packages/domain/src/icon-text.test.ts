import { describe, expect, it } from 'vitest';
import { extraServiceInput } from './contracts/admin-content.js';
import { isIconText } from './icon-text.js';

describe('isIconText', () => {
  it('takes one emoji or one short symbol, or nothing', () => {
    for (const ok of ['👶', '🪧', '👨‍👩‍👧', '1️⃣', '🇹🇷', '✈', '★', '₺', '', '  💧 ']) expect(isIconText(ok), ok).toBe(true);
  });

  it('refuses words, letters, several emoji and text beside an emoji', () => {
    for (const bad of ['Bebek koltuğu', 'A', '7', '👶👶', '👶 bebek', 'ab']) expect(isIconText(bad), bad).toBe(false);
  });

  it('is the extra service contract’s rule', () => {
    const base = { name: 'Bebek Koltuğu', price_euro: '5' };
    expect(extraServiceInput.safeParse({ ...base, icon: 'Bebek' }).success).toBe(false);
    expect(extraServiceInput.safeParse({ ...base, icon: '👶' }).success).toBe(true);
    expect(extraServiceInput.safeParse({ ...base, price_euro: '5.555', icon: '👶' }).success).toBe(false);
  });
});
