import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { emailDigest } from './data-access.js';

// Issue 28 item 7: "who downloaded whose data" is what KVKK accountability asks. Every CSV export
// and every personal-data look-up or export is in the audit log: who, when, which filter, and an
// address only as its digest.

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  cookie = await signIn(ctx.app);
  await insertBooking(ctx.db, { customer_email: 'selin.ak@example.com', pickup_date: '2030-03-03' });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ url, headers: { cookie } });
const entries = (action: string) => ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('exports and personal-data look-ups are audited', () => {
  it('records each CSV export with who, when and the filter; a searched address only as its digest', async () => {
    const before = Date.now();
    expect((await get('/api/admin/bookings/export.csv?status=pending&date_from=2030-01-01&format=rfc4180')).statusCode).toBe(200);
    expect((await get(`/api/admin/bookings/export.csv?search=${encodeURIComponent('Selin.Ak@example.com')}`)).statusCode).toBe(200);
    expect((await get('/api/admin/tour-reservations/export.csv?start_date=2030-01-01')).statusCode).toBe(200);
    expect((await get('/api/admin/operations/jobs/export.csv?date=2030-03-03')).statusCode).toBe(200);
    const rows = await entries('export');
    expect(rows.map((r) => r.entity)).toEqual(['bookings_csv', 'bookings_csv', 'tour_reservations_csv', 'jobs_csv']);
    for (const r of rows) {
      expect(r.admin_username).toBe(TEST_ADMIN.username);
      expect(Date.parse(r.created_at)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ status: 'pending', date_from: '2030-01-01', format: 'rfc4180' });
    expect(JSON.parse(rows[1]!.after_json!)).toEqual({ search_sha256: emailDigest('selin.ak@example.com'), format: 'excel-tr' });
    expect(JSON.parse(rows[3]!.after_json!)).toMatchObject({ date: '2030-03-03' });
    expect(JSON.stringify(rows)).not.toMatch(/selin/i);
  });

  it('records each personal-data look-up and export by the address’s digest, never the address', async () => {
    expect((await get('/api/admin/personal-data?email=SELIN.AK@example.com')).statusCode).toBe(200);
    expect((await get('/api/admin/personal-data/export.json?email=selin.ak@example.com')).statusCode).toBe(200);
    expect((await get('/api/admin/personal-data/export.csv?email=selin.ak@example.com')).statusCode).toBe(200);
    const lookups = await entries('lookup');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatchObject({ entity: 'personal_data', admin_username: TEST_ADMIN.username });
    expect(JSON.parse(lookups[0]!.after_json!)).toEqual({ email_sha256: emailDigest('selin.ak@example.com') });
    const exports = (await entries('export')).filter((r) => r.entity === 'personal_data');
    expect(exports.map((r) => JSON.parse(r.after_json!) as unknown)).toEqual([
      { email_sha256: emailDigest('selin.ak@example.com'), format: 'json' },
      { email_sha256: emailDigest('selin.ak@example.com'), format: 'excel-tr' },
    ]);
    expect(JSON.stringify([...lookups, ...exports])).not.toMatch(/selin|example/i);
    // the audit screen names them in Turkish
    const screen = await get('/api/admin/audit-log?action=lookup');
    expect(screen.statusCode).toBe(200);
  });
});
