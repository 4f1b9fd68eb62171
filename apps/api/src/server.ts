import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, serverClock } from './config';
import { openDatabase } from './db/open';
import { seedDemoIfEmpty } from './db/seed';
import { createBillingProvider } from './modules/billing/create-billing-provider';
import { scheduleRenewalJob } from './modules/billing/renewal-job';
import { runExpiryJob, scheduleExpiryJob } from './modules/documents/expiry-job';
import { sweepOrphanFiles } from './modules/documents/sweep-orphan-files';
import { localStorage } from './plugins/storage';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = localStorage(path.join(config.DATA_DIR, 'files'));
  await sweepOrphanFiles({ db: database.db, storage }).catch((e) => console.error('File sweep failed', e));
  const now = serverClock(config);
  const seeded = config.SEED_DEMO ? await seedDemoIfEmpty(database.db, now(), { storage }) : false;
  const app = await buildApp({ config, database, storage, now });

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  scheduleExpiryJob({
    run: () => runExpiryJob({ db: database.db, mailer: app.mailer, now: now() }),
    log: (error) => app.log.error({ err: error }, 'document expiry job failed'),
  });
  scheduleRenewalJob({
    billing: createBillingProvider({ db: database.db, config, now: app.ctx.now }),
    now: app.ctx.now,
    log: (error) => app.log.error({ err: error }, 'subscription renewal job failed'),
  });
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}/db` : 'PostgreSQL';
  console.info(`\nMarketday is running at ${config.appUrl} (database: ${where})`);
  // The demo passwords are printed once, when the accounts are made: never at every start.
  if (seeded) {
    console.info('Demo data was created.');
    console.info('Demo sign-ins: manager / manager-demo-1, vendor / vendor-demo-1, admin / admin-demo-1\n');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
