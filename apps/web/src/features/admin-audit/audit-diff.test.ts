import { describe, expect, it } from 'vitest';
import { auditActor } from '@riviera/domain';
import { ACTION_LABELS, ENTITY_LABELS, auditDiff, labelOf } from './audit-diff';

describe('auditDiff', () => {
  it('lists changed fields first, with nested values as JSON', () => {
    expect(auditDiff({ pnr: 'AB12', status: 'pending', tags: ['a'] }, { pnr: 'AB12', status: 'confirmed', tags: ['a', 'b'] })).toEqual([
      { field: 'status', label: 'Durum', before: 'Beklemede', after: 'Onaylandı', changed: true },
      { field: 'tags', label: 'tags', before: '["a"]', after: '["a","b"]', changed: true },
      { field: 'pnr', label: 'pnr', before: 'AB12', after: 'AB12', changed: false },
    ]);
  });

  it('shows a creation and a deletion as one side empty, and a cut snapshot as one row', () => {
    expect(auditDiff(null, { name: 'Ali', active: true })).toEqual([
      { field: 'name', label: 'Ad', before: null, after: 'Ali', changed: true },
      { field: 'active', label: 'active', before: null, after: 'Evet', changed: true },
    ]);
    expect(auditDiff('{"title":"uzun…', null)).toEqual([{ field: 'kayıt', label: 'kayıt', before: '{"title":"uzun…', after: null, changed: true }]);
  });

  it('names a dispatch change by its fields and people, not by keys', () => {
    const rows = auditDiff(
      { driver: 'Ömer Çelik', vehicle: null, note: null, driver_id: 2, vehicle_id: null },
      { driver: 'Ali Can', vehicle: null, note: null, driver_id: 1, vehicle_id: null },
    );
    expect(rows.slice(0, 2)).toEqual([
      { field: 'driver', label: 'Sürücü', before: 'Ömer Çelik', after: 'Ali Can', changed: true },
      { field: 'driver_id', label: 'Sürücü no', before: '2', after: '1', changed: true },
    ]);
    expect(labelOf(ENTITY_LABELS, 'dispatch_job')).toBe('Operasyon işi');
    expect(labelOf(ACTION_LABELS, 'self_service')).toBe('Müşteri işlemi');
  });

  it("names the customer as the actor of their own changes, and the system only when nobody was signed in", () => {
    expect(auditActor({ admin_username: null, action: 'self_service', after: { what: 'view' } })).toBe('Müşteri');
    expect(auditActor({ admin_username: null, action: 'status', after: { status: 'cancelled', by: 'customer' } })).toBe('Müşteri');
    expect(auditActor({ admin_username: null, action: 'anonymise', after: { months: 24 } })).toBe('Sistem');
    expect(auditActor({ admin_username: 'ayse', action: 'update', after: null })).toBe('ayse');
  });
});
