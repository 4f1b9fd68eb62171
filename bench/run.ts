// `npm run bench`: bare Fastify baseline, then the production API on PGlite and (when available)
// PostgreSQL, each loaded with autocannon. On PostgreSQL the demo market is then grown to 100,000
// checkouts for the checkout submit, transactions list and report scenarios. Writes bench/RESULTS.md and
// bench/results.json.
//
// A quick partial run (bench/settings.ts): BENCH_ONLY picks scenarios by part of their name, BENCH_LANES the
// databases, BENCH_DURATION the seconds each; the baseline always runs. Its report goes to bench/.partial/
// (ignored by git), never over RESULTS.md. For example, the cost of a request and the checkout write path:
//   BENCH_LANES=postgresql BENCH_DURATION=5 BENCH_ONLY='users/self,one-row,checkout submit' \
//     node --import tsx bench/run.ts
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIG_MARKET_NAME, type BigMarketSummary, CHECKOUT_VENDOR_NAME, growBigMarket } from './big-market';
import { measureCheckoutScreen } from './checkout-screen';
import { measureCsvExport } from './csv-export';
import { lighthouseScores } from './lighthouse';
import { runScenario, type ScenarioResult } from './measure';
import { createPostgresLane } from './postgres-lane';
import { type BenchReport, describeMachine, type LaneReport, writeReport } from './report';
import {
  apiScenarios,
  type BigMarketIds,
  baselineScenario,
  bigMarketScenarios,
  DEMO_LOGIN,
  LIST_WINDOWS,
  localIsoDate,
  multipartForm,
} from './scenarios';
import { type ServerProcess, type ServerSpec, startServer } from './server-process';
import { chosen, isPartial, readSettings } from './settings';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const TMP_DIR = path.join(BENCH_DIR, '.tmp');
const PARTIAL_DIR = path.join(BENCH_DIR, '.partial');
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
    LOCAL_BILLING: 'true',
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
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers,
    body: body.toString(), // ASCII form fields: the same bytes
  });
  if (response.status !== 200)
    throw new Error(`demo login answered ${response.status}: ${await response.text()}`);
  const { access_token } = (await response.json()) as { access_token?: string };
  if (!access_token) throw new Error('demo login returned no access_token');
  return access_token;
}

async function getJson<T>(baseUrl: string, path: string, accessToken: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** What the checkout submit needs, read the way the web client reads it. */
async function fetchBigMarketIds(
  baseUrl: string,
  accessToken: string,
  dataset: BigMarketSummary,
): Promise<BigMarketIds> {
  type Market = { id: string; name: string; tokens: { id: string }[] };
  const markets = await getJson<Market[]>(baseUrl, '/market-managers/markets', accessToken);
  const market = markets.find((m) => m.name === BIG_MARKET_NAME);
  const token = market?.tokens[0];
  if (!market || !token) throw new Error(`'${BIG_MARKET_NAME}' with a token not found through the API`);
  type Seller = { business_name: string; market_vendor_id: string };
  const sellers = await getJson<Seller[]>(
    baseUrl,
    `/market-managers/markets/${market.id}/vendors`,
    accessToken,
  );
  const seller = sellers.find((v) => v.business_name === CHECKOUT_VENDOR_NAME);
  if (!seller) throw new Error(`vendor '${CHECKOUT_VENDOR_NAME}' not found through the API`);
  return {
    marketId: market.id,
    marketVendorId: seller.market_vendor_id,
    tokenId: token.id,
    notificationId: dataset.notificationId,
    totalTransactions: dataset.windowRows['2 years'] ?? dataset.transactions,
  };
}

/**
 * The common scenarios; with bigMarketUrl (PostgreSQL), then the big-market data step on that database
 * and the scenarios that need it. The common ones run first, on the demo data alone, so they compare
 * across lanes.
 */
async function runLane(spec: ServerSpec, bigMarketUrl?: string): Promise<LaneReport> {
  console.info(`\n${spec.name}: starting the API`);
  let dataset: BigMarketSummary | undefined;
  const extras: Pick<LaneReport, 'csvExport' | 'checkoutScreen' | 'lighthouse'> = {};
  try {
    const results = await withServer(spec, async (server) => {
      const context = { accessToken: await fetchAccessToken(server.baseUrl) };
      const results: ScenarioResult[] = [];
      for (const scenario of apiScenarios(settings).filter((s) => chosen(settings, s.name))) {
        results.push(await runScenario(server.baseUrl, scenario, context, settings.warmup));
      }
      // Which big-market scenarios a filtered run chose: their names do not depend on the ids.
      const placeholderIds: BigMarketIds = {
        marketId: '',
        marketVendorId: '',
        tokenId: '',
        notificationId: '',
        totalTransactions: 0,
      };
      const bigMarketWanted =
        bigMarketScenarios(settings, placeholderIds, new Date()).some((s) => chosen(settings, s.name)) ||
        ['csv', 'checkout screen', 'lighthouse'].some((name) => chosen(settings, name));
      if (bigMarketUrl && bigMarketWanted) {
        const today = new Date();
        const grown = await growBigMarket(bigMarketUrl, localIsoDate(today), LIST_WINDOWS);
        dataset = grown;
        const ids = await fetchBigMarketIds(server.baseUrl, context.accessToken, grown);
        for (const scenario of bigMarketScenarios(settings, ids, today)) {
          if (!chosen(settings, scenario.name)) continue;
          results.push(await runScenario(server.baseUrl, scenario, context, settings.warmup));
        }
        const yearAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 364);
        const csvQuery = new URLSearchParams({
          market_id: ids.marketId,
          start_date: localIsoDate(yearAgo),
          end_date: localIsoDate(today),
          sort_by: 'market_date',
          sort_direction: 'DESC',
        });
        if (chosen(settings, 'csv'))
          extras.csvExport = await measureCsvExport(
            server.baseUrl,
            server.pid,
            `/market-managers/transactions/csv?${csvQuery}`,
            context.accessToken,
          );
        const browserWanted = chosen(settings, 'checkout screen') || chosen(settings, 'lighthouse');
        if (browserWanted && existsSync(WEB_DIST)) {
          if (chosen(settings, 'checkout screen'))
            extras.checkoutScreen = await measureCheckoutScreen(server.baseUrl, DEMO_LOGIN, {
              marketId: ids.marketId,
              marketName: BIG_MARKET_NAME,
              marketDate: localIsoDate(today),
              vendorName: CHECKOUT_VENDOR_NAME,
              vendors: grown.vendors,
            });
          // Last: Lighthouse loads the server with nothing else running.
          if (chosen(settings, 'lighthouse')) extras.lighthouse = await lighthouseScores(server.baseUrl);
          for (const row of extras.lighthouse ?? []) {
            console.info(
              `  Lighthouse ${row.page}: performance ${row.performance}, accessibility ${row.accessibility}, ` +
                `FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, SI ${row.siMs} ms, CLS ${row.cls}, ${row.transferKb} KB`,
            );
          }
        } else if (browserWanted) {
          console.info('  checkout screen and Lighthouse skipped: no web build (npm run build)');
        }
      }
      return results;
    });
    return { name: spec.name, results, ...(dataset ? { dataset } : {}), ...extras };
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
    return await runLane(apiSpec(name, { DATABASE_URL: lane.databaseUrl }), lane.databaseUrl);
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
  // Read before anything runs: the load the other work on the machine puts on it (the report says "at the start").
  const machine = describeMachine();
  const baseline = await runBaseline();
  const laneChosen = (name: string) => !settings.lanes || settings.lanes.includes(name);
  const lanes: LaneReport[] = [];
  if (laneChosen('pglite')) lanes.push(await runPgliteLane());
  const postgres = laneChosen('postgresql') ? await runPostgresLane() : null;
  if (postgres) lanes.push(postgres);

  if (baseline) {
    baseline.ratioToBaseline = 1;
    for (const result of lanes.flatMap((lane) => lane.results)) {
      result.ratioToBaseline = result.requestsPerSecond / baseline.requestsPerSecond;
    }
  }
  const report: BenchReport = { date, machine, settings, baseline, lanes };
  if (isPartial(settings)) {
    await mkdir(PARTIAL_DIR, { recursive: true });
    await writeReport(report, PARTIAL_DIR);
    console.info(
      `\nA partial run: written to ${path.relative(REPO_ROOT, PARTIAL_DIR)}/, RESULTS.md untouched`,
    );
  } else {
    await writeReport(report, BENCH_DIR);
  }
  if (!baseline || lanes.some((lane) => lane.error)) process.exitCode = 1;
}

await main();
