import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('lists changed fields first, with nested values as JSON', () => {
    expect(auditDiff({ pnr: 'AB12', status: 'pending', tags: ['a'] }, { pnr: 'AB12', status: 'confirmed', tags: ['a', 'b'] })).toEqual([
      { field: 'status', before: 'pending', after: 'confirmed', changed: true },
      { field: 'tags', before: '["a"]', after: '["a","b"]', changed: true },
      { field: 'pnr', before: 'AB12', after: 'AB12', changed: false },
    ]);
  });

  it('shows a creation and a deletion as one side empty, and a cut snapshot as one row', () => {
    expect(auditDiff(null, { name: 'Ali', active: true })).toEqual([
      { field: 'name', before: null, after: 'Ali', changed: true },
      { field: 'active', before: null, after: 'true', changed: true },
    ]);
    expect(auditDiff('{"title":"uzun…', null)).toEqual([{ field: 'kayıt', before: '{"title":"uzun…', after: null, changed: true }]);
  });
});
