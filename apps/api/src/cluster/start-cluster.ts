// `npm run start:cluster`: several API processes on one PostgreSQL behind haproxy (docs/scale-out.md).
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { createStorage } from '../plugins/create-storage';
import { seedDemoIfEmpty } from '../seed/seed';
import { type ApiProcess, startApiProcess } from './api-process';
import { type Balancer, haproxyAvailable, startHaproxy } from './haproxy';

const HELP = `Usage: npm run start:cluster

Starts CLUSTER_PROCESSES API processes (default 3) on ports PORT+1… and haproxy on PORT (default 3000) in front
of them, all on the PostgreSQL database at DATABASE_URL. Migrations and the demo data (SEED_DEMO) are done once,
before the processes start. A process that exits is started again. Ctrl+C stops everything gracefully.

Needs haproxy on the PATH (Debian: apt-get install haproxy) and DATABASE_URL; every other setting is the same as
for npm start (README). Files go to DATA_DIR/files, shared by the processes on this machine, or to S3 (S3_*).`;

const RESTART_DELAY_MS = 1_000;

function processCount(): number {
  const raw = process.env.CLUSTER_PROCESSES ?? '3';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 32)
    throw new ConfigError(`CLUSTER_PROCESSES must be a whole number from 1 to 32 (got ${raw})`);
  return n;
}

async function prepareDatabase(config: ReturnType<typeof loadConfig>) {
  const database = await openDatabase(config);
  try {
    if (config.SEED_DEMO) {
      const storage = await createStorage(config);
      if (await seedDemoIfEmpty(database.db, new Date(), { storage }))
        console.info(
          'Demo data was created. Demo sign-ins: manager / manager-demo-1, vendor / vendor-demo-1',
        );
    }
  } finally {
    await database.close();
  }
}

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.info(HELP);
    return;
  }
  const config = loadConfig();
  if (!config.DATABASE_URL)
    throw new ConfigError(
      'start:cluster needs DATABASE_URL: the embedded database has one process at a time',
    );
  if (!haproxyAvailable())
    throw new ConfigError('start:cluster needs haproxy on the PATH (Debian: apt-get install haproxy)');
  const count = processCount();
  const host = '127.0.0.1';
  await prepareDatabase(config);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SEED_DEMO: 'false',
    // Every process makes links to the balancer's address and believes the client address haproxy forwards.
    APP_URL: config.APP_URL ?? `http://localhost:${config.PORT}`,
    TRUST_PROXY: process.env.TRUST_PROXY ?? host,
  };
  const processes: ApiProcess[] = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      startApiProcess({ name: `api${i + 1}`, port: config.PORT + 1 + i, host, env, echo: true }),
    ),
  );
  const balancer: Balancer = await startHaproxy({
    host: config.HOST,
    port: config.PORT,
    backends: processes.map((p) => ({ name: p.name, url: p.url })),
    directory: path.join(config.DATA_DIR, 'cluster'),
  });

  let stopping = false;
  // Supervise: a process that dies (a crash, the OOM killer) is started again on its port.
  for (const api of processes) {
    const watch = async (): Promise<void> => {
      await api.exited();
      if (stopping) return;
      console.error(`[${api.name}] exited; starting it again`);
      await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS));
      await api
        .restart()
        .catch((error: unknown) => console.error(`[${api.name}] did not start again`, error));
      return watch();
    };
    void watch();
  }

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(
      `${signal}: the balancer stops taking requests, then each process finishes its own and exits`,
    );
    await balancer.stop();
    await Promise.all(processes.map((p) => p.stop()));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  console.info(
    `\nMarketday is running at ${env.APP_URL}: haproxy on ${config.HOST}:${config.PORT} in front of ${count} API processes (${processes.map((p) => p.port).join(', ')})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
