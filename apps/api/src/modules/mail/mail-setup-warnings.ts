import { MAIL_SETUP_PROBLEM_TEXT, mailSetupProblems, type MailSetupProblem } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { operatorAddress } from './mail-settings.js';

/**
 * At start-up, one warning per mail set-up problem (issue 25 §7): a site that would send links to
 * its own address, from `no-reply@127.0.0.1`, or drop the operator's copies says so in its log,
 * where the person who deployed it looks. The dashboard shows the same list to staff. Demo mode
 * without SMTP is a normal set-up and stays quiet.
 */
export async function warnAboutMailSetup(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'smtpUrl' | 'publicUrl' | 'mailFrom' | 'operatorEmail' | 'demoMode'>,
  log: { warn: (obj: object, msg: string) => void },
): Promise<MailSetupProblem[]> {
  if (config.demoMode && !config.smtpUrl) return [];
  const problems = mailSetupProblems({ ...config, operatorAddress: await operatorAddress(db, config) });
  for (const problem of problems) log.warn({ mailSetup: problem }, MAIL_SETUP_PROBLEM_TEXT[problem]);
  return problems;
}
