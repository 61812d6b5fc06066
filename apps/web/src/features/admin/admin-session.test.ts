import { describe, expect, it } from 'vitest';
import { safeNext } from './admin-session';

describe('safeNext (where the login page goes afterwards)', () => {
  it('keeps back-office paths with their query', () => {
    expect(safeNext('/admin/bookings?status=pending&page=2')).toBe('/admin/bookings?status=pending&page=2');
  });
  it('never leaves the back office, and never loops to the login page', () => {
    for (const bad of [null, '', 'https://evil.example/admin/x', '//evil.example/admin/', '/admin', '/', '/admin/login?next=/admin/x', 'javascript:alert(1)']) {
      expect(safeNext(bad)).toBe('/admin/dashboard');
    }
  });
});
