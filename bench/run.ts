// `npm run bench`: bare Fastify baseline, then the production API on PGlite and (when available)
// PostgreSQL, each loaded with autocannon. Writes bench/RESULTS.md and bench/results.json.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScenario, type ScenarioResult } from './measure';
import { createPostgresLane } from './postgres-lane';
import { type BenchReport, describeMachine, type LaneReport, writeReport } from './report';
import { apiScenarios, baselineScenario, DEMO_LOGIN, multipartForm } from './scenarios';
import { type ServerProcess, type ServerSpec, startServer } from './server-process';
import { readSettings } from './settings';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const TMP_DIR = path.join(BENCH_DIR, '.tmp');
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const JWT_SECRET = 'marketday-bench-only-jwt-secret-0123456789abcdef';

const settings = readSettings();
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function withServer<T>(spec: ServerSpec, work: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await startServer(spec);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/** The production API entry point with only the given database settings. */
function apiSpec(name: string, database: { DATABASE_URL: string } | { DATA_DIR: string }): ServerSpec {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  delete env.WEB_DIST;
  Object.assign(env, database, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    TRUST_PROXY: 'false',
    JWT_SECRET,
    ...(existsSync(WEB_DIST) ? { WEB_DIST } : {}),
  });
  return {
    name,
    script: 'apps/api/src/server.ts',
    cwd: REPO_ROOT,
    env,
    readyPath: '/users/self',
    readyStatus: 401,
  };
}

async function fetchAccessToken(baseUrl: string): Promise<string> {
  const { headers, body } = multipartForm(DEMO_LOGIN);
  const response = await fetch(`${baseUrl}/auth/login`, { method: 'POST', headers, body });
  if (response.status !== 200)
    throw new Error(`demo login answered ${response.status}: ${await response.text()}`);
  const { access_token } = (await response.json()) as { access_token?: string };
  if (!access_token) throw new Error('demo login returned no access_token');
  return access_token;
}

async function runLane(spec: ServerSpec): Promise<LaneReport> {
  console.info(`\n${spec.name}: starting the API`);
  try {
    const results = await withServer(spec, async (server) => {
      const context = { accessToken: await fetchAccessToken(server.baseUrl) };
      const results: ScenarioResult[] = [];
      for (const scenario of apiScenarios(settings)) {
        results.push(await runScenario(server.baseUrl, scenario, context, settings.warmup));
      }
      return results;
    });
    return { name: spec.name, results };
  } catch (error) {
    console.error(`${spec.name} failed: ${errorMessage(error)}`);
    return { name: spec.name, results: [], error: errorMessage(error) };
  }
}

async function runPgliteLane(): Promise<LaneReport> {
  await mkdir(TMP_DIR, { recursive: true });
  const dataDir = await mkdtemp(path.join(TMP_DIR, 'pglite-'));
  try {
    return await runLane(apiSpec('PGlite', { DATA_DIR: dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rmdir(TMP_DIR).catch(() => undefined); // Only removed when nothing else is left in it.
  }
}

async function runPostgresLane(): Promise<LaneReport | null> {
  const name = 'PostgreSQL';
  let lane: Awaited<ReturnType<typeof createPostgresLane>>;
  try {
    lane = await createPostgresLane();
  } catch (error) {
    console.error(`${name} lane could not be prepared: ${errorMessage(error)}`);
    return { name, results: [], error: errorMessage(error) };
  }
  if (!lane) return null;
  try {
    return await runLane(apiSpec(name, { DATABASE_URL: lane.databaseUrl }));
  } finally {
    await lane.drop();
  }
}

async function runBaseline(): Promise<ScenarioResult | null> {
  console.info('Baseline: bare Fastify');
  const spec: ServerSpec = {
    name: 'bare-fastify',
    script: 'bench/bare-fastify.ts',
    cwd: REPO_ROOT,
    env: process.env,
    readyPath: '/hello',
    readyStatus: 200,
  };
  try {
    return await withServer(spec, (server) =>
      runScenario(server.baseUrl, baselineScenario(settings), { accessToken: '' }, settings.warmup),
    );
  } catch (error) {
    console.error(`Baseline failed: ${errorMessage(error)}`);
    return null;
  }
}

async function main() {
  const date = new Date().toISOString();
  const baseline = await runBaseline();
  const lanes = [await runPgliteLane()];
  const postgres = await runPostgresLane();
  if (postgres) lanes.push(postgres);

  if (baseline) {
    baseline.ratioToBaseline = 1;
    for (const result of lanes.flatMap((lane) => lane.results)) {
      result.ratioToBaseline = result.requestsPerSecond / baseline.requestsPerSecond;
    }
  }
  const report: BenchReport = { date, machine: describeMachine(), settings, baseline, lanes };
  await writeReport(report, BENCH_DIR);
  if (!baseline || lanes.some((lane) => lane.error)) process.exitCode = 1;
}

await main();
