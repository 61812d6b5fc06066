import { describe, expect, it } from 'vitest';
import { roleMayUse } from './staff-roles.js';

describe('roleMayUse', () => {
  it('lets Yönetici use everything and Operasyon only what is opened to it', () => {
    expect(roleMayUse('admin', undefined)).toBe(true);
    expect(roleMayUse('operations', undefined)).toBe(false);
    expect(roleMayUse('operations', [])).toBe(false);
    expect(roleMayUse('operations', ['operations'])).toBe(true);
  });
});
