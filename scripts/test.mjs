// `npm test`: typecheck, lint, unit, API on PGlite, API on PostgreSQL, browser journeys, then a table of the
// lanes' times and counts.
// In CI (CI=true) the PostgreSQL lane and the browser tests are required, never skipped.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const isCI = process.env.CI === 'true';
// The browser the journeys run in (e2e/chromium.ts): CHROMIUM_PATH, or Debian's headless shell, or the full browser.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium-headless-shell';
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
// Each lane's time and counts, printed as a table at the end (issue 27: every closing note can quote it).
const lanes = [];

function run(title, command, args, env = {}) {
  console.info(`\n▶ ${title}`);
  const begun = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - begun) / 1000;
  console.info(`${result.status === 0 ? '✔' : '✖'} ${title} (${seconds.toFixed(1)}s)`);
  lanes.push({ title, seconds, ok: result.status === 0, counts: null });
  return result.status === 0;
}

// A step started now that runs beside the next ones, its output kept in a file and printed once it is awaited.
// Its row of the table has its own time, from its start to its end.
function runBeside(title, command, args) {
  const output = path.join(reports, `${title.replaceAll(/\W+/g, '-')}.log`);
  const fd = openSync(output, 'w');
  const begun = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd] });
  const ended = new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, seconds: (Date.now() - begun) / 1000 })),
  );
  console.info(`\n▶ ${title} (beside the next steps; its output follows when it ends)`);
  let reported;
  // Printed and counted once, however many times it is awaited.
  return () => {
    reported ??= ended.then(({ code, seconds }) => {
      closeSync(fd);
      console.info(`\n▶ ${title}`);
      process.stdout.write(readFileSync(output, 'utf8'));
      console.info(`${code === 0 ? '✔' : '✖'} ${title} (${seconds.toFixed(1)}s)`);
      lanes.push({ title, seconds, ok: code === 0, counts: null });
      return code === 0;
    });
    return reported;
  };
}

// The counts of the step that just ran, for its row of the table.
function counted(counts) {
  const last = lanes.at(-1);
  if (last) last.counts = counts;
}

function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  counted(counts);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  add({
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  });
}

// A journey that passed only on its retry counts as failed: flakiness is a defect, not a pass.
function countPlaywright(file) {
  if (!existsSync(file)) return 0;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  const failed = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  add({ passed: stats?.expected ?? 0, failed, skipped: stats?.skipped ?? 0 });
  return failed;
}

// The journeys run at noon at the demo market; those tagged @dates run again at 01:00 UTC on a machine in Auckland,
// when the market's date, UTC's and the machine's all differ (a day-boundary bug can't hide in either).
// e2e/date-tags.mjs fails the run when a spec that touches dates lacks the tag. The second lane is also a device
// set to reduce motion, as many phones are: no animations, so dialogs close at once (docs/decisions/030).
const E2E_LANES = [
  { title: 'browser tests (Playwright, Chromium; noon at the market)', file: 'e2e.json', env: {}, args: [] },
  {
    title: 'browser tests tagged @dates again (01:00 UTC, machine in Pacific/Auckland, reduced motion)',
    file: 'e2e-far-zone.json',
    env: { E2E_CLOCK: 'utc-0100', TZ: 'Pacific/Auckland', E2E_REDUCED_MOTION: '1' },
    args: ['--grep', '@dates'],
  },
];

function vitest(title, projects, file, env = {}) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  const ok = run(title, 'npx', args, env);
  countVitest(file);
  return ok;
}

function laneTable() {
  const rows = lanes.map(({ title, seconds, ok, counts }) => [
    `${ok ? '✔' : '✖'} ${title}`,
    `${seconds.toFixed(1)} s`,
    counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '',
  ]);
  const total = (Date.now() - started) / 1000;
  rows.push(['total', `${total.toFixed(1)} s (${(total / 60).toFixed(1)} min)`, '']);
  const width = (column) => Math.max(...rows.map((row) => row[column].length));
  const [first, second] = [width(0), width(1)];
  console.info('\nLane times');
  for (const [name, time, counts] of rows)
    console.info(`  ${name.padEnd(first)}  ${time.padStart(second)}  ${counts}`.trimEnd());
}

function finish(ok) {
  laneTable();
  console.info(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

// The typecheck (tsc, mostly one core) runs beside lint and the unit tests: the two took 162 s together here against
// 186 s one after the other (docs/decisions/030-test-suite-time.md).
let typecheckEnded = async () => true;
const steps = [
  () => {
    typecheckEnded = runBeside('typecheck', 'npm', ['run', '--silent', 'typecheck']);
    return true;
  },
  // Biome, then the API's layering rules (apps/api/scripts/layers.ts, docs/decisions/031-api-tiers.md).
  () => run('lint and format', 'npm', ['run', '--silent', 'lint']),
  () => vitest('unit tests (shared, web)', ['shared', 'web', 'web-mocks'], path.join(reports, 'unit.json')),
  () => typecheckEnded(),
  () => {
    const logs = path.join(reports, 'api-pglite.log');
    const ok = vitest('API tests on PGlite', ['api', 'api-mocks'], path.join(reports, 'api-pglite.json'), {
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
    const ok = vitest(
      'API tests on PostgreSQL',
      ['api-postgres', 'api-postgres-mocks'],
      path.join(reports, 'api-postgres.json'),
      {
        TEST_LOG_FILE: logs,
      },
    );
    return run('no secrets in the PostgreSQL lane logs', 'node', ['scripts/check-logs.mjs', logs]) && ok;
  },
  () => {
    if (!existsSync(chromium) || process.env.SKIP_E2E === 'true') {
      if (isCI) {
        console.error(`✖ Browser tests are required in CI but ${chromium} is missing`);
        return false;
      }
      console.info(
        `\n– Browser tests skipped: ${chromium} not found (apt-get install chromium chromium-headless-shell)`,
      );
      return true;
    }
    if (!run('build web app', 'npm', ['run', '--silent', 'build'])) return false;
    // The journeys still run when a page is over its JavaScript budget; the run fails all the same.
    let ok = run('bundle budgets (apps/web/bundle-budgets.json)', 'node', [
      'scripts/check-bundle-budget.mjs',
    ]);
    ok = run('every spec that touches dates is tagged @dates', 'node', ['e2e/date-tags.mjs']) && ok;
    for (const lane of E2E_LANES) {
      const file = path.join(reports, lane.file);
      const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...lane.args];
      const passed = run(lane.title, 'npx', args, {
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
  if (!(await step())) {
    await typecheckEnded();
    finish(false);
  }
}
finish(true);
