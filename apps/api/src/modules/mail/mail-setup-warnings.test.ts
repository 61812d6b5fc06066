import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { warnAboutMailSetup } from './mail-setup-warnings.js';

/** Issue 25 §7: a mis-configured mailer says so in the log when the server starts. */
describe('mail set-up warnings at start-up', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });
  const collect = () => {
    const lines: { problem: string; msg: string }[] = [];
    return {
      lines,
      log: {
        warn: (obj: object, msg: string) =>
          lines.push({ problem: (obj as { mailSetup: string }).mailSetup, msg }),
      },
    };
  };

  it('warns once per missing setting of a production set-up with SMTP', async () => {
    ctx = await createTestApp({
      seed: false,
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', DEMO_MODE: 'false' },
    });
    const { lines, log } = collect();
    await warnAboutMailSetup(
      ctx.db,
      { ...ctx.app.deps.config, publicUrl: undefined, mailFrom: undefined, operatorEmail: undefined },
      log,
    );
    expect(lines.map((l) => l.problem)).toEqual([
      'public_url_missing',
      'mail_from_missing',
      'operator_address_missing',
    ]);
    expect(lines[1]!.msg).toContain('MAIL_FROM');
  });

  it('stays quiet when everything is set', async () => {
    ctx = await createTestApp({ seed: false });
    const { lines, log } = collect();
    const config = {
      ...ctx.app.deps.config,
      smtpUrl: 'smtp://relay',
      publicUrl: 'https://www.example.com',
      mailFrom: 'rez@example.com',
      operatorEmail: 'ops@example.com',
    };
    expect(await warnAboutMailSetup(ctx.db, config, log)).toEqual([]);
    expect(lines).toEqual([]);
  });
});
