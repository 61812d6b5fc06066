import { istanbulClockSource, readIstanbulTimeFrom, todayInIstanbul } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  readIstanbulTimeFrom('fixed-offset');
  ctx = await createTestApp({ seed: false });
});
afterAll(async () => ctx.close());

describe("the server's Istanbul clock", () => {
  it('reads Europe/Istanbul from the tz database once the app is built, not the browser offset', () => {
    expect(ctx.app).toBeDefined();
    expect(istanbulClockSource()).toBe('tz-database');
    // Winter 2015 was UTC+2 in Istanbul: 21:30 UTC was still the 10th there.
    expect(todayInIstanbul(new Date('2015-01-10T21:30:00Z'))).toBe('2015-01-10');
  });
});
