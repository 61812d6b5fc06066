import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminErrorMessage, adminRequest, setAdminUnauthorizedHandler } from './admin-api';
import { ApiError } from './api-client';

const answer = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));

afterEach(() => vi.unstubAllGlobals());

describe('adminRequest', () => {
  it('asks for Turkish, sends the cookie same-origin and returns data', async () => {
    const fetchMock = answer(200, { success: true, data: { total: 3 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(adminRequest<{ total: number }>('/bookings', { query: { status: 'pending', search: '' } })).resolves.toEqual({ total: 3 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bookings?status=pending');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('tr');
  });

  it('hands every 401 to the login redirect, and still rejects', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Bu işlem için giriş yapmanız gerekiyor' }));
    const onUnauthorized = vi.fn();
    const restore = setAdminUnauthorizedHandler(onUnauthorized);
    await expect(adminRequest('/dashboard/stats')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    restore();
  });

  it('does not redirect on other errors', async () => {
    vi.stubGlobal('fetch', answer(500, { success: false, message: 'x' }));
    const onUnauthorized = vi.fn();
    const restore = setAdminUnauthorizedHandler(onUnauthorized);
    await expect(adminRequest('/bookings')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    restore();
  });
});

describe('adminErrorMessage', () => {
  it("gives the screen's sentence, or the network sentence when nothing answered", () => {
    expect(adminErrorMessage(new ApiError(500, 'x'), 'Rezervasyonlar yüklenirken hata oluştu')).toBe('Rezervasyonlar yüklenirken hata oluştu');
    expect(adminErrorMessage(new ApiError(0, 'offline'), 'Rezervasyonlar yüklenirken hata oluştu')).toBe('Bağlantı hatası');
    expect(adminErrorMessage(new ApiError(0, 'offline'), 'x', 'Bağlantı hatası oluştu')).toBe('Bağlantı hatası oluştu');
  });
});
