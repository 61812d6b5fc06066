import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { answerForDatabaseError, isRowGone, isStillReferenced } from './db-errors.js';

/** The errors each database really raises, classified as the error handler will answer them. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );
const now = new Date().toISOString();

describe('database errors a client meets through no fault of its own', () => {
  it('an update of a row that is gone is a 404, not a fault', async () => {
    const err = await caught(
      ctx.db
        .updateTable('tours')
        .set({ title: 'x' })
        .where('id', '=', 987_654)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    expect(isRowGone(err)).toBe(true);
    expect(answerForDatabaseError(err)).toEqual({ statusCode: 404, message: 'error.not_found' });
  });

  it('a child row pointing at a parent that is gone is a 404 too', async () => {
    const err = await caught(
      ctx.db
        .insertInto('route_prices')
        .values({ route_id: 987_654, vehicle_type_key: 'sedan', price_euro: 40 })
        .execute(),
    );
    expect(err).not.toBeNull();
    expect(answerForDatabaseError(err)).toEqual({ statusCode: 404, message: 'error.not_found' });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'deleting a parent still in use (PostgreSQL tells it apart) is a 409, never a 404 or a 500',
    async () => {
      const type = await ctx.db
        .insertInto('vehicle_types')
        .values({
          key: 'busy',
          name: 'Busy',
          description: '',
          image_url: null,
          is_active: 1,
          sort_order: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.db
        .insertInto('vehicles')
        .values({
          name: 'V',
          vehicle_type_id: type.id,
          capacity: 3,
          image_url: null,
          features: '[]',
          is_active: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const err = await caught(ctx.db.deleteFrom('vehicle_types').where('id', '=', type.id).execute());
      expect(err).toMatchObject({ code: '23503' });
      expect(isRowGone(err)).toBe(false);
      expect(isStillReferenced(err)).toBe(true);
      expect(answerForDatabaseError(err)).toEqual({ statusCode: 409, message: 'error.record_in_use' });
    },
  );

  it('an ordinary query error stays a fault (500)', async () => {
    const err = await caught(
      ctx.db
        .selectFrom('tours')
        .select('title')
        .where('no_such_column' as 'title', '=', 'x')
        .execute(),
    );
    expect(err).not.toBeNull();
    expect(answerForDatabaseError(err)).toBeNull();
  });
});
