import { describe, expect, it } from 'vitest';
import { safeNext } from './admin-session';
import { sectionOfPath, MENU_SECTIONS } from './admin-sections';

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

describe('section registry', () => {
  it('orders the menu by the spec positions and finds the section of a path', () => {
    const orders = MENU_SECTIONS.map((s) => s.menuOrder);
    expect(orders).toEqual([...orders].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(MENU_SECTIONS[0]!.label).toBe('Dashboard');
    expect(sectionOfPath('/admin/bookings')?.label).toBe('Rezervasyonlar');
    expect(sectionOfPath('/admin/tour-reservations?page=2')?.label).toBe('Tur Rezervasyonları');
    expect(sectionOfPath('/admin/nowhere')).toBeUndefined();
  });
});
