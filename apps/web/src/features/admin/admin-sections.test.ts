import { describe, expect, it } from 'vitest';
import { MENU_SECTIONS, homePathFor, menuFor, sectionOfPath } from './admin-sections';

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

describe('sections by role', () => {
  it('shows Operasyon only its screens and sends it to bookings; Yönetici sees every entry', () => {
    expect(menuFor('operations').map((s) => s.label)).toEqual(['Rezervasyonlar', 'Tur Rezervasyonları', 'Operasyon', 'Sürücüler', 'Kalkışlar']);
    expect(homePathFor('operations')).toBe('/admin/bookings');
    expect(homePathFor('admin')).toBe('/admin/dashboard');
    expect(menuFor('admin').map((s) => s.label)).toEqual(expect.arrayContaining(['Dashboard', 'Kullanıcılar', 'Denetim Kaydı', 'Rota Yönetimi']));
  });
});
