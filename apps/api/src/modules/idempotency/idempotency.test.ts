import { todayInIstanbul } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let tourId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  tourId = json<{ data: { data: { id: number }[] } }>(await ctx.app.inject('/api/tours?per_page=1')).data.data[0]!.id;
});
afterAll(() => ctx.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const storedKey = (key: string, createdAt: string) => ({
  scope: 'tour-reservations',
  key,
  request_hash: 'x'.repeat(64),
  status_code: 201,
  response_json: '{"success":true,"data":null}',
  created_at: createdAt,
  claim_token: null,
  claimed_at: createdAt,
});
const reserve = (key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/tour-reservations',
    headers: { 'idempotency-key': key },
    payload: {
      tour_id: tourId,
      customer_name: 'Ayşe',
      customer_surname: 'Yılmaz',
      customer_email: 'ayse@example.com',
      notice_version: 1,
      customer_phone: '+90 532 123 45 67',
      booking_date: todayInIstanbul().replace(/^\d{4}/, (y) => String(Number(y) + 1)),
      booking_time: '09:30',
      passenger_count: 2,
      currency: 'EUR',
    },
  });

describe('idempotency keys', () => {
  it('are forgotten 24 hours after they were first seen, and kept until then', async () => {
    await ctx.db
      .insertInto('idempotency_keys')
      .values([storedKey('retention-old-key', hoursAgo(25)), storedKey('retention-recent-key', hoursAgo(23))])
      .execute();
    // A new claim deletes the keys past their retention.
    expect((await reserve('retention-new-key')).statusCode).toBe(201);
    const keys = await ctx.db.selectFrom('idempotency_keys').select('key').orderBy('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['retention-new-key', 'retention-recent-key']);
    // A forgotten key is a new submission again.
    expect((await reserve('retention-old-key')).statusCode).toBe(201);
  });
});
