// Starts the production server on a fresh embedded database with the demo data.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// One data folder per port, so two runs on one machine (E2E_PORT set apart) never share a database.
const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(import.meta.dirname, 'output', port === '3100' ? 'data' : `data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // TEST_CLOCK is refused in production; everything else runs as it would there (built web app, no reload).
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // Every journey signs up from 127.0.0.1; the per-address limit has its own API test.
    SIGNUPS_PER_ADDRESS: '100000',
    // Lets a test move its own server clock (x-test-clock header) past a trial or billing period.
    TEST_CLOCK: 'true',
    // playwright.config.ts pins it (the demo seed's "today" and the browser's must be one day).
    TEST_CLOCK_START: process.env.E2E_CLOCK_START ?? '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
