import { routeInput } from '@riviera/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { actionErrorMessage, formatEur, toFormData, validateWith } from './admin-form';

describe('admin form helpers', () => {
  it('builds the multipart body the spec’s client sends', () => {
    const fd = toFormData({ _method: 'PUT', title: 'Tur', is_active: false, price: 12.5, features: ['a', 'b'], inclusions: [], skip: undefined });
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

  it('validates with the shared contract and names price errors per vehicle type, in Turkish', () => {
    const r = validateWith(routeInput, { from_location: '', to_location: 'Kemer', vehicle_prices: [{ vehicle_type: 'sedan', price_euro: '0' }] });
    expect(r.errors).toEqual({ from_location: 'Nereden alanı zorunludur', price_sedan: "Fiyat 0'dan büyük olmalıdır" });
  });

  it('shows the server message, the first field error, or the fallback', () => {
    expect(actionErrorMessage(new ApiError(409, 'Bu para birimi kodu zaten kayıtlı'), 'x')).toBe('Bu para birimi kodu zaten kayıtlı');
    expect(actionErrorMessage(new ApiError(422, 'Gönderilen bilgilerde hatalar var', { code: ['En fazla 3'] }), 'x')).toBe('En fazla 3');
    expect(actionErrorMessage(new ApiError(0, 'fetch failed'), 'x')).toBe('Bağlantı hatası');
    expect(actionErrorMessage(new ApiError(500, 'Bir hata oluştu'), 'İşlem başarısız')).toBe('İşlem başarısız');
    expect(actionErrorMessage(new Error('boom'), 'İşlem başarısız')).toBe('İşlem başarısız');
  });

  it('formats euro prices with 2 decimals', () => {
    expect(formatEur(1250.5)).toBe('€1.250,50');
  });
});
