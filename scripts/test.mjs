// `npm test`: typecheck, lint, unit, API on PGlite, API on PostgreSQL, browser journeys.
// In CI (CI=true) the PostgreSQL lane and the browser tests are required, never skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const isCI = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.info(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`${result.status === 0 ? '✔' : '✖'} ${title} (${seconds}s)`);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

// A journey that passed only on its retry counts as failed: flakiness is a defect, not a pass.
function countPlaywright(file) {
  if (!existsSync(file)) return 0;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats?.expected ?? 0;
  totals.failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  totals.skipped += stats?.skipped ?? 0;
  return (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
}

// The journeys run twice: at noon at the demo market, and at 01:00 UTC on a machine in Auckland, when the
// market's date, UTC's and the machine's all differ (a day-boundary bug can't hide in either).
const E2E_LANES = [
  { title: 'browser tests (Playwright, Chromium; noon at the market)', file: 'e2e.json', env: {} },
  {
    title: 'browser tests again (01:00 UTC, machine in Pacific/Auckland)',
    file: 'e2e-far-zone.json',
    env: { E2E_CLOCK: 'utc-0100', TZ: 'Pacific/Auckland' },
  },
];

function vitest(title, projects, file, env = {}) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  const ok = run(title, 'npx', args, env);
  countVitest(file);
  return ok;
}

function finish(ok) {
  console.info(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

const steps = [
  () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  () => run('lint and format', 'npx', ['biome', 'check', '.']),
  () => vitest('unit tests (shared, web)', ['shared', 'web'], path.join(reports, 'unit.json')),
  () => {
    const logs = path.join(reports, 'api-pglite.log');
    const ok = vitest('API tests on PGlite', ['api'], path.join(reports, 'api-pglite.json'), {
      TEST_DATABASE_URL: '',
      TEST_LOG_FILE: logs,
    });
    return run('no secrets in the API logs', 'node', ['scripts/check-logs.mjs', logs]) && ok;
  },
  () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      if (isCI) {
        console.error('✖ TEST_DATABASE_URL is required in CI for the PostgreSQL lane');
        return false;
      }
      console.info('\n– API tests on PostgreSQL skipped: set TEST_DATABASE_URL to run them');
      return true;
    }
    const logs = path.join(reports, 'api-postgres.log');
    const ok = vitest('API tests on PostgreSQL', ['api-postgres'], path.join(reports, 'api-postgres.json'), {
      TEST_LOG_FILE: logs,
    });
    return run('no secrets in the PostgreSQL lane logs', 'node', ['scripts/check-logs.mjs', logs]) && ok;
  },
  () => {
    if (!existsSync(chromium) || process.env.SKIP_E2E === 'true') {
      if (isCI) {
        console.error(`✖ Browser tests are required in CI but ${chromium} is missing`);
        return false;
      }
      console.info(`\n– Browser tests skipped: ${chromium} not found (apt-get install chromium)`);
      return true;
    }
    if (!run('build web app', 'npm', ['run', '--silent', 'build'])) return false;
    // The journeys still run when a page is over its JavaScript budget; the run fails all the same.
    let ok = run('bundle budgets (apps/web/bundle-budgets.json)', 'node', [
      'scripts/check-bundle-budget.mjs',
    ]);
    for (const lane of E2E_LANES) {
      const file = path.join(reports, lane.file);
      const passed = run(lane.title, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        ...lane.env,
      });
      const failed = countPlaywright(file);
      ok = ok && passed && failed === 0;
    }
    return ok;
  },
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
