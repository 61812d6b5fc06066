import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { loadConfig } from './config.js';
import { cleanupJobs, startPeriodicJobs } from './lib/background-jobs.js';
import { installProcessSafetyNets } from './lib/process-safety-nets.js';
import { retentionJobs } from './modules/personal-data/retention.jobs.js';
import { tripMailJobs } from './modules/trip-mails/trip-mails.jobs.js';
import { octoJobs } from './modules/octo/octo.jobs.js';
import { warnAboutMailSetup } from './modules/mail/mail-setup-warnings.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, db: database.db, dialect: database.dialect, pool: database.pool });
  // A database restart or failover must not end the process; a real bug still does (see the module).
  installProcessSafetyNets(app.log);

  let stopJobs = async (): Promise<void> => undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking background work first; app.close() then lets requests under way finish.
    await stopJobs();
    app.log.info({ publicReadCache: app.deps.publicCache.stats }, 'public read cache since start');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  stopJobs = startPeriodicJobs(
    [...cleanupJobs(database.db, database.dialect), ...retentionJobs(app.deps), ...tripMailJobs(app.deps), ...octoJobs(app.deps)],
    app.deps.runExclusive,
    app.log,
    app.deps.metrics,
  );
  const url = `http://${config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}`;
  const where = database.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL';
  console.log(
    `\n  Site ready at ${url}  (database: ${where}${database.seeded ? ', demo content seeded' : ''})`,
  );
  if (config.demoMode) console.log(`  Back office: ${url}/admin/login  (demo mode)\n`);
  // the demo reseller's OCTO key, new at every demo start; never made nor printed outside demo mode
  if (config.demoMode && database.demoResellerToken)
    console.log(`  OCTO demo reseller key: ${database.demoResellerToken}  (Authorization: Bearer …, ${url}/api/octo)\n`);
  await warnAboutMailSetup(database.db, config, app.log);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
