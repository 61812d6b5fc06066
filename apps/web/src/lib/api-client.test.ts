import { galleryItemListDto, paginationDto } from '@riviera/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, UNEXPECTED_ANSWER, parseAnswer, request, requestEnvelope } from './api-client';

const answer = (body: unknown) =>
  vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );

const item = {
  id: 1,
  type: 'image',
  title: 'Kaleiçi',
  description: null,
  image_path: '/uploads/gallery/a.webp',
  video_path: null,
  order: 1,
  is_active: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('request with a contract', () => {
  it('returns the answer parsed by the contract', async () => {
    vi.stubGlobal('fetch', answer({ success: true, data: [{ ...item, internal: 'x' }] }));
    // keys the contract does not name are left out, as the server's own serializer does
    await expect(request('/galleries/active', { schema: galleryItemListDto })).resolves.toEqual([item]);
  });

  it('fails like any failed call when the answer breaks the contract', async () => {
    vi.stubGlobal('fetch', answer({ success: true, data: [{ ...item, type: 'gif' }] }));
    const failure = request('/galleries/active', { schema: galleryItemListDto });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 200,
      message: UNEXPECTED_ANSWER,
      isNetwork: false,
    });
  });

  it('passes the data through untouched without a contract', async () => {
    vi.stubGlobal('fetch', answer({ success: true, data: { anything: [1, 2] } }));
    await expect(request('/x')).resolves.toEqual({ anything: [1, 2] });
  });
});

describe('parseAnswer', () => {
  it('checks what an answer carries beside its data with the same rule', async () => {
    const pagination = { current_page: 1, last_page: 3, per_page: 15, total: 40 };
    vi.stubGlobal('fetch', answer({ success: true, data: [], pagination }));
    const env = await requestEnvelope('/tour-reservations');
    expect(parseAnswer(paginationDto, env.pagination)).toEqual(pagination);
    expect(() => parseAnswer(paginationDto, { ...pagination, total: '40' })).toThrow(UNEXPECTED_ANSWER);
  });
});
