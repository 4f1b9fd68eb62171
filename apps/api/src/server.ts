import { buildApp } from './app';
import { ConfigError, loadConfig, serverClock } from './config';
import { openDatabase } from './db/open';
import { pruneLimitRowsJob } from './jobs/prune-limit-rows';
import { startJobs } from './lib/jobs/schedule';
import { createBillingProvider, renewalJob } from './modules/billing';
import { expiryJob, sweepOrphanFiles } from './modules/documents';
import { createStorage } from './plugins/create-storage';
import { seedDemoIfEmpty } from './seed/seed';
import { SHUTDOWN_LIMIT_MS, shutDown } from './shutdown';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = await createStorage(config);
  await sweepOrphanFiles({ db: database.db, storage }).catch((e) => console.error('File sweep failed', e));
  const now = serverClock(config);
  const seeded = config.SEED_DEMO ? await seedDemoIfEmpty(database.db, now(), { storage }) : false;
  const app = await buildApp({ config, database, storage, now });

  await app.listen({ port: config.PORT, host: config.HOST });
  const jobs = startJobs({
    db: database.db,
    kind: database.kind,
    now: app.ctx.now,
    jobs: [
      expiryJob({ db: database.db, mailer: app.mailer }),
      renewalJob(createBillingProvider({ db: database.db, config, now: app.ctx.now })),
      pruneLimitRowsJob({ db: database.db }),
    ],
    log: (error, job) => app.log.error({ err: error, job }, 'scheduled job failed'),
  });

  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests under way');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    shutDown({ app, jobs, database }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => close('SIGINT'));
  process.once('SIGTERM', () => close('SIGTERM'));
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}/db` : 'PostgreSQL';
  console.info(`\nMarketday is running at ${config.appUrl} (database: ${where})`);
  // The demo passwords are printed once, when the accounts are made: never at every start.
  if (seeded) {
    console.info('Demo data was created.');
    console.info(
      'Demo sign-ins: manager / manager-demo-1, vendor / vendor-demo-1, admin / admin-demo-1, staff: booth / booth-demo-1\n',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
