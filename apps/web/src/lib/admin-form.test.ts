import { roundTripDiscountInput, routeInput } from '@riviera/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { actionErrorMessage, contractResolver, toFormData } from './admin-form';

describe('admin form helpers', () => {
  it('builds the multipart body the spec’s client sends', () => {
    const fd = toFormData({
      _method: 'PUT',
      title: 'Tur',
      is_active: false,
      price: 12.5,
      features: ['a', 'b'],
      inclusions: [],
      skip: undefined,
    });
    expect([...fd.entries()]).toEqual([
      ['_method', 'PUT'],
      ['title', 'Tur'],
      ['is_active', '0'],
      ['price', '12.5'],
      ['features[0]', 'a'],
      ['features[1]', 'b'],
      ['inclusions[]', ''],
    ]);
  });

  it('validates with the shared contract and names price errors per vehicle type, in Turkish', async () => {
    const resolve = contractResolver(routeInput);
    const r = await resolve(
      {
        from_location: '',
        to_location: 'Kemer',
        vehicle_prices: [{ vehicle_type: 'sedan', price_euro: '0' }],
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const errors = Object.fromEntries(
      Object.entries(r.errors).map(([k, v]) => [k, (v as { message?: string }).message]),
    );
    expect(errors).toEqual({
      from_location: 'Nereden alanı zorunludur',
      price_sedan: "Fiyat 0'dan büyük olmalıdır",
    });
  });

  it('adds the form’s own checks to the contract’s, and passes valid values through parsed', async () => {
    const resolve = contractResolver(
      roundTripDiscountInput,
      (v: { value: string }): Record<string, string> =>
        v.value === '42' ? { value: 'Lütfen bir dosya seçin' } : {},
    );
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect((await resolve({ value: '42' }, undefined, options)).errors).toMatchObject({
      value: { message: 'Lütfen bir dosya seçin' },
    });
    expect(await resolve({ value: '12,5' }, undefined, options)).toEqual({
      values: { value: 12.5 },
      errors: {},
    });
  });

  it('shows the server message, the first field error, or the fallback', () => {
    expect(actionErrorMessage(new ApiError(409, 'Bu para birimi kodu zaten kayıtlı'), 'x')).toBe(
      'Bu para birimi kodu zaten kayıtlı',
    );
    expect(
      actionErrorMessage(
        new ApiError(422, 'Gönderilen bilgilerde hatalar var', { code: ['En fazla 3'] }),
        'x',
      ),
    ).toBe('En fazla 3');
    expect(actionErrorMessage(new ApiError(0, 'fetch failed'), 'x')).toBe('Bağlantı hatası');
    expect(actionErrorMessage(new ApiError(500, 'Bir hata oluştu'), 'İşlem başarısız')).toBe(
      'İşlem başarısız',
    );
    expect(actionErrorMessage(new Error('boom'), 'İşlem başarısız')).toBe('İşlem başarısız');
  });
});
