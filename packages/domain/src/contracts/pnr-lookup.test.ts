import { describe, expect, it } from 'vitest';
import { pnrLookupSchema } from './pnr-lookup.js';

describe('pnrLookupSchema', () => {
  it('upper-cases and applies the spec messages', () => {
    expect(pnrLookupSchema.parse({ pnr_code: ' ab12cd ' }).pnr_code).toBe('AB12CD');
    expect(pnrLookupSchema.safeParse({ pnr_code: '' }).error?.issues[0]?.message).toBe(
      'validation.pnr_required',
    );
    expect(pnrLookupSchema.safeParse({ pnr_code: 'AB-1' }).error?.issues[0]?.message).toBe(
      'validation.pnr_invalid',
    );
    expect(pnrLookupSchema.safeParse({ pnr_code: 'ABCDEFGHIJK' }).error?.issues[0]?.message).toBe(
      'validation.pnr_invalid',
    );
  });
});
