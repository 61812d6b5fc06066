import type { LightMyRequestResponse } from 'fastify';
import { adminCookie, TEST_ADMIN_ENV } from './admin-session.js';
import { insertMailSettings, insertMailTour } from './mail-fixtures.js';
import { createSmtpSink, type SmtpSink } from './smtp-sink.js';
import { createTestApp, type TestContext } from './test-app.js';
import { insertTransferFixture, type Fixture } from './transfer-fixtures.js';

/** A back-office call with the signed-in staff session, as `app.inject` answers it. */
export type StaffCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** The opening most API tests share, in one place. */
export interface StaffApp {
  ctx: TestContext;
  /** the transfer fixture: two points, a route both ways, a vehicle per type */
  fx: Fixture;
  /** the session cookie of a Yönetici */
  cookie: string;
  /** a call to the API with that session */
  admin: StaffCall;
}

/**
 * An app on an empty temporary database (SQLite, or PostgreSQL under scripts/with-postgres.sh)
 * without demo data, with the transfer fixture and a signed-in Yönetici. Close `ctx` after.
 */
export async function openStaffApp(env?: Record<string, string>): Promise<StaffApp> {
  const ctx = await createTestApp({ seed: false, ...(env ? { env } : {}) });
  const fx = await insertTransferFixture(ctx.db);
  const cookie = await adminCookie(ctx);
  const admin: StaffCall = (method, url, payload) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { ctx, fx, cookie, admin };
}

/**
 * `openStaffApp` whose mails go to a real SMTP sink (started here; stop it after), with the mail
 * fixture's tour and settings and the test admin's credentials; `env` adds to the mail settings.
 */
export async function openMailingStaffApp(
  env: Record<string, string> = {},
): Promise<StaffApp & { sink: SmtpSink; tourId: number }> {
  const sink = await createSmtpSink();
  await sink.start();
  const app = await openStaffApp({
    ...TEST_ADMIN_ENV,
    SMTP_URL: sink.url,
    MAIL_FROM: 'Riviera <booking@riviera.example>',
    MAIL_POLL_MS: '100',
    ...env,
  });
  const tourId = await insertMailTour(app.ctx.db);
  await insertMailSettings(app.ctx.db);
  return { ...app, sink, tourId };
}
