import { addDays, isoWeekday, todayInIstanbul } from '@riviera/domain';
import { expect } from 'vitest';
import { adminCookie } from './admin-session.js';
import { insertTour } from './factories.js';
import { octoErrors } from './octo-schemas.js';
import { json, type TestContext } from './test-app.js';

/** Shared set-up of the OCTO API tests: a scheduled tour, a reseller's key, and OCTO calls. */
export async function scheduledTour(ctx: TestContext, capacity: number, overrides: Parameters<typeof insertTour>[1] = {}) {
  const today = todayInIstanbul();
  let date = addDays(today, 10);
  while (isoWeekday(date) !== 3) date = addDays(date, 1);
  const tour = await insertTour(ctx.db, overrides);
  const cookie = await adminCookie(ctx);
  const schedule = { weekdays: [3], times: ['10:00'], starts_on: today, ends_on: addDays(today, 60), capacity, cutoff_hours: 2 };
  const set = await ctx.app.inject({ method: 'PUT', url: `/api/admin/tours/${tour.id}/schedule`, headers: { cookie }, payload: { schedule } });
  expect(set.statusCode).toBe(200);
  return { tour, date, cookie, availabilityId: `${date}T10:00:00+03:00` };
}

export async function newResellerKey(ctx: TestContext, cookie: string, name: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/reseller-keys', headers: { cookie }, payload: { name } });
  expect(res.statusCode).toBe(201);
  return json<{ data: { key: { id: number }; token: string } }>(res).data;
}

export function octo(ctx: TestContext, token: string) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url: `/api/octo${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Fails with ajv's own words when `value` is not what OCTO's schema `name` says. */
export function expectOcto(name: string, value: unknown) {
  expect(octoErrors(name, value), `${name}: ${JSON.stringify(value).slice(0, 300)}`).toEqual([]);
}
