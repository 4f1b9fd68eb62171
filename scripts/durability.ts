// `npm run durability`: kill -9 the API while concurrent checkout submits are in flight, restart it, and check
// that nothing it acknowledged was lost and that the token ledger still adds up. Runs on the embedded PGlite
// and on PostgreSQL (a fresh database on a local server, dropped at the end). See docs/reliability.md.
//
// One cycle: start the server (or restart it on the same data) → sign in → check through the API that every
// checkout acknowledged so far is listed → resend the submits that got no answer, with their Idempotency-Key →
// DURABILITY_CONCURRENCY submitters send checkouts (each a different vendor × market day) → after a random
// 300–1500 ms, SIGKILL the server's process group → check the database with SQL:
//   - every submit answered 2xx is stored, with the token counts it sent (lost = acknowledged − stored);
//   - nothing is stored that was never sent;
//   - per token, the ledger chain is whole (seq 1…n, prev_entry links, balance = previous balance + delta),
//     the newest balance equals the sum of all deltas, and the TRANSACTION entries sum to the counts in
//     transaction_tokens (a checkout brings its tokens back: +count; an overwrite or delete reverses them);
//   - per checkout, its TRANSACTION entries net to its transaction_tokens counts (0 for a deleted one).
// On PGlite the killed data directory is copied and the copy is opened with @electric-sql/pglite (one opener at
// a time), so the server itself still recovers the crashed original at the next start.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { tokenAcceptedBy, type VendorType } from '@marketday/shared';
import pg from 'pg';
import { type CheckoutSubmit, postCheckout } from '../apps/api/test/cluster-load';
import { freePort, HOST } from '../bench/server-process';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SCRIPT = 'apps/api/src/server.ts';
const JWT_SECRET = 'marketday-durability-only-jwt-secret-0123456789';
const LOGIN = { username: 'manager', password: 'manager-demo-1', grant_type: 'password' };
const MARKET_NAME = 'Davis Downtown Farmers Market';
const READY_TIMEOUT_MS = 180_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KILL_AFTER_MS = [300, 1500] as const;
// Submits go back one day at a time from here, vendor by vendor: far from the demo's own checkouts, and in the
// past (a market day after today at the market is refused, so the dates of 2098–2099 this used were all refused).
const LAST_DATE = Date.UTC(1990, 11, 31);
const LAST_DAY = '1990-12-31';
// The earliest day a submit can use (4,000 submits over 9 vendors stay in 1989–1990); the demo's own checkouts
// are near today, so everything in this range was sent by this script.
const FIRST_DATE = '1980-01-01';
const DAY_MS = 86_400_000;
const DEFAULT_ADMIN_URL = 'postgres://marketday_ci:marketday_ci@127.0.0.1:5432/postgres';

const HELP = `Usage: npm run durability [-- --cycles N] [-- --db pglite|postgres|both]

kill -9 cycles during concurrent checkout submits; checks that every acknowledged (2xx) checkout is stored
and that the token ledger sums equal the checkouts' token sums after every restart.

Environment:
  DURABILITY_CYCLES        kill -9 cycles per database (default 20)
  DURABILITY_DATABASES     pglite, postgres or both (default both)
  DURABILITY_CONCURRENCY   concurrent submitters (default 8)
  DURABILITY_MAX_SUBMITS   submits per cycle at most (default 200)
  DURABILITY_DATABASE_URL  local PostgreSQL server to create the scratch database on
                           (default ${DEFAULT_ADMIN_URL})
Exits 1 when an acknowledged checkout is lost or the ledger does not add up.`;

type Lane = 'pglite' | 'postgres';

function readOptions() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.info(HELP);
    process.exit(0);
  }
  const arg = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const int = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer (got ${value})`);
    return n;
  };
  const databases = arg('--db') ?? process.env.DURABILITY_DATABASES ?? 'both';
  if (!['pglite', 'postgres', 'both'].includes(databases))
    throw new Error(`databases must be pglite, postgres or both (got ${databases})`);
  const adminUrl = process.env.DURABILITY_DATABASE_URL?.trim() || DEFAULT_ADMIN_URL;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(adminUrl).hostname))
    throw new Error('DURABILITY_DATABASE_URL must point at a local server');
  return {
    cycles: int(arg('--cycles') ?? process.env.DURABILITY_CYCLES, 20, 'DURABILITY_CYCLES'),
    concurrency: int(process.env.DURABILITY_CONCURRENCY, 8, 'DURABILITY_CONCURRENCY'),
    maxSubmits: int(process.env.DURABILITY_MAX_SUBMITS, 200, 'DURABILITY_MAX_SUBMITS'),
    lanes: (databases === 'both' ? ['pglite', 'postgres'] : [databases]) as Lane[],
    adminUrl,
  };
}
type Options = ReturnType<typeof readOptions>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

// ---------------------------------------------------------------------------------------------- server

type Server = { child: ChildProcess; baseUrl: string; output: string[] };

async function startServer(env: NodeJS.ProcessEnv): Promise<Server & { startMs: number }> {
  const started = Date.now();
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  // Its own process group, so SIGKILL reaches the server and anything it started, and nothing else.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const server = { child, baseUrl, output };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start-up:\n${output.join('\n')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/users/self`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 401) return { ...server, startMs: Date.now() - started };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await killServer(server, 'SIGKILL');
  throw new Error(`server not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`);
}

async function killServer(server: Server, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, signal);
  const timer =
    signal === 'SIGTERM' ? setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000) : null;
  await exited;
  if (timer) clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------- API

function multipartForm(fields: Record<string, string>) {
  const boundary = `----durability-${randomBytes(6).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${parts.join('')}--${boundary}--\r\n`,
  };
}

async function signIn(baseUrl: string): Promise<string> {
  const { headers, body } = multipartForm(LOGIN);
  const response = await fetch(`${baseUrl}/auth/login`, { method: 'POST', headers, body });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const { access_token } = (await response.json()) as { access_token?: string };
  if (!access_token) throw new Error('login returned no access_token');
  return access_token;
}

async function getJson<T>(baseUrl: string, route: string, accessToken: string): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}`);
  return (await response.json()) as T;
}

// tokenIds[k]: the tokens vendor k's type may accept (token programs).
type Market = { marketId: string; vendorIds: string[]; tokenIds: string[][] };

async function readMarket(baseUrl: string, accessToken: string): Promise<Market> {
  const markets = await getJson<{ id: string; name: string }[]>(
    baseUrl,
    '/market-managers/markets',
    accessToken,
  );
  const market = markets.find((m) => m.name === MARKET_NAME);
  if (!market) throw new Error(`'${MARKET_NAME}' not found for the demo manager`);
  type Context = {
    vendors: { market_vendor_id: string; type: VendorType }[];
    market_tokens: { id: string; accepted_by?: VendorType[] }[];
  };
  const context = await getJson<Context>(
    baseUrl,
    `/market-managers/checkouts?market_id=${market.id}&market_date=${FIRST_DATE}`,
    accessToken,
  );
  if (context.vendors.length === 0 || context.market_tokens.length === 0)
    throw new Error('the demo market has no vendors or no tokens');
  if (context.vendors.some((v) => !context.market_tokens.some((t) => tokenAcceptedBy(t, v.type))))
    throw new Error('a vendor of the demo market may accept none of its tokens');
  return {
    marketId: market.id,
    vendorIds: context.vendors.map((v) => v.market_vendor_id),
    tokenIds: context.vendors.map((v) =>
      context.market_tokens.filter((t) => tokenAcceptedBy(t, v.type)).map((t) => t.id),
    ),
  };
}

type Outcome =
  | { kind: 'acked'; status: number }
  | { kind: 'refused'; status: number; body: string }
  | { kind: 'no-answer'; error: string };

const pairOf = (vendorId: string, date: string) => `${vendorId}|${date}`;

/** Submit number i: vendor i mod n, one day earlier for every round of vendors, 1–3 tokens of 1–5 each. */
function makeSubmit(runId: string, i: number, market: Market): CheckoutSubmit {
  const vendors = market.vendorIds.length;
  const accepted = market.tokenIds[i % vendors] ?? [];
  const marketDate = new Date(LAST_DATE - Math.floor(i / vendors) * DAY_MS).toISOString().slice(0, 10);
  const tokenCount = 1 + Math.floor(Math.random() * Math.min(3, accepted.length));
  const offset = Math.floor(Math.random() * accepted.length);
  const tokens = Array.from({ length: tokenCount }, (_, k) => ({
    token_id: accepted[(offset + k) % accepted.length]!,
    count: 1 + Math.floor(Math.random() * 5),
  }));
  return {
    key: `durability-${runId}-${i}`,
    marketVendorId: market.vendorIds[i % vendors]!,
    marketDate,
    tokens,
    grossDollars: 200 + Math.floor(Math.random() * 800),
  };
}

async function send(
  baseUrl: string,
  accessToken: string,
  market: Market,
  submit: CheckoutSubmit,
): Promise<Outcome> {
  try {
    const response = await postCheckout(baseUrl, accessToken, market.marketId, submit);
    // A 2xx status line is the acknowledgement, even if the body is cut off by the kill.
    const body = await response.text().catch(() => '');
    if (response.status >= 200 && response.status < 300) return { kind: 'acked', status: response.status };
    return { kind: 'refused', status: response.status, body: body.slice(0, 200) };
  } catch (error) {
    return { kind: 'no-answer', error: errorMessage(error) };
  }
}

// ---------------------------------------------------------------------------------------------- SQL checks

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

type Check = {
  stored: number;
  lost: CheckoutSubmit[];
  wrongTokens: string[];
  phantoms: number;
  inDoubtStored: number;
  ledgerMismatches: string[];
  tokensChecked: number;
  ledgerEntries: number;
};

async function checkDatabase(
  query: Query,
  acked: Map<string, CheckoutSubmit>,
  sent: Map<string, CheckoutSubmit>,
  inDoubt: CheckoutSubmit[],
): Promise<Check> {
  const storedRows = await query(
    `select t.id, t.market_vendor_id, t.market_date::text as market_date,
            coalesce(json_agg(json_build_object('token_id', tt.token_id, 'count', tt.count))
                     filter (where tt.token_id is not null), '[]') as tokens
       from transactions t left join transaction_tokens tt on tt.transaction_id = t.id
      where t.market_date >= '${FIRST_DATE}' and t.market_date <= '${LAST_DAY}'
      group by t.id`,
  );
  const stored = new Map<string, { token_id: string; count: number }[]>();
  for (const row of storedRows) {
    const tokens = typeof row.tokens === 'string' ? JSON.parse(row.tokens) : row.tokens;
    stored.set(pairOf(String(row.market_vendor_id), String(row.market_date)), tokens);
  }
  const lost: CheckoutSubmit[] = [];
  const wrongTokens: string[] = [];
  const sortTokens = (list: { token_id: string; count: number }[]) =>
    JSON.stringify(
      [...list].sort((a, b) => a.token_id.localeCompare(b.token_id)).map((t) => [t.token_id, t.count]),
    );
  for (const [pair, submit] of acked) {
    const tokens = stored.get(pair);
    if (!tokens) lost.push(submit);
    else if (sortTokens(tokens) !== sortTokens(submit.tokens))
      wrongTokens.push(`${pair}: ${sortTokens(tokens)}`);
  }
  const phantoms = [...stored.keys()].filter((pair) => !sent.has(pair)).length;
  const inDoubtStored = inDoubt.filter((s) => stored.has(pairOf(s.marketVendorId, s.marketDate))).length;

  const ledgerMismatches: string[] = [];
  const ledger = await query(
    `select id, token_id, seq, delta, balance, type, transaction_id, prev_entry
       from token_ledger order by token_id, seq`,
  );
  const byToken = new Map<string, Record<string, unknown>[]>();
  for (const row of ledger) {
    const list = byToken.get(String(row.token_id)) ?? [];
    list.push(row);
    byToken.set(String(row.token_id), list);
  }
  const tokenSums = new Map(
    (await query(`select token_id, sum(count)::int as total from transaction_tokens group by token_id`)).map(
      (r) => [String(r.token_id), Number(r.total)],
    ),
  );
  const tokenIds = new Set([...byToken.keys(), ...tokenSums.keys()]);
  for (const tokenId of tokenIds) {
    const rows = byToken.get(tokenId) ?? [];
    let balance = 0;
    let transactionDeltas = 0;
    let previous: string | null = null;
    rows.forEach((row, k) => {
      const delta = Number(row.delta);
      if (Number(row.seq) !== k + 1) ledgerMismatches.push(`${tokenId}: seq ${row.seq} at position ${k + 1}`);
      if ((row.prev_entry ?? null) !== previous)
        ledgerMismatches.push(`${tokenId}: seq ${row.seq} prev_entry ${row.prev_entry} ≠ ${previous}`);
      if (Number(row.balance) !== balance + delta)
        ledgerMismatches.push(`${tokenId}: seq ${row.seq} balance ${row.balance} ≠ ${balance} + ${delta}`);
      balance += delta;
      if (row.type === 'TRANSACTION') transactionDeltas += delta;
      previous = String(row.id);
    });
    const newest = rows.at(-1);
    if (newest && Number(newest.balance) !== balance)
      ledgerMismatches.push(`${tokenId}: newest balance ${newest.balance} ≠ sum of deltas ${balance}`);
    const counted = tokenSums.get(tokenId) ?? 0;
    if (transactionDeltas !== counted)
      ledgerMismatches.push(
        `${tokenId}: TRANSACTION deltas ${transactionDeltas} ≠ checkout tokens ${counted}`,
      );
  }
  const perCheckout = await query(
    `with l as (select transaction_id, token_id, sum(delta)::int as net from token_ledger
                 where type = 'TRANSACTION' and transaction_id is not null group by 1, 2),
          c as (select transaction_id, token_id, sum(count)::int as net from transaction_tokens group by 1, 2)
     select coalesce(l.transaction_id, c.transaction_id) as transaction_id,
            coalesce(l.token_id, c.token_id) as token_id, coalesce(l.net, 0) as ledger, coalesce(c.net, 0) as counted
       from l full join c on c.transaction_id = l.transaction_id and c.token_id = l.token_id
      where coalesce(l.net, 0) <> coalesce(c.net, 0)`,
  );
  for (const row of perCheckout)
    ledgerMismatches.push(
      `checkout ${row.transaction_id} token ${row.token_id}: ledger ${row.ledger} ≠ counted ${row.counted}`,
    );
  return {
    stored: [...acked.keys()].filter((pair) => stored.has(pair)).length,
    lost,
    wrongTokens,
    phantoms,
    inDoubtStored,
    ledgerMismatches,
    tokensChecked: tokenIds.size,
    ledgerEntries: ledger.length,
  };
}

/** Opens a copy of the killed PGlite directory, so the server recovers the original itself at restart. */
async function withPgliteCopy<T>(dbDir: string, work: (query: Query) => Promise<T>): Promise<T> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'durability-check-'));
  try {
    await cp(dbDir, copy, { recursive: true });
    const client = await PGlite.create({ dataDir: copy });
    try {
      return await work(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
    } finally {
      await client.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

async function adminQuery(adminUrl: string, sql: string) {
  await withPostgres(adminUrl, (query) => query(sql));
}

// ---------------------------------------------------------------------------------------------- the run

type LaneResult = {
  lane: Lane;
  cycles: number;
  sent: number;
  acked: number;
  stored: number;
  lost: number;
  refused: number;
  noAnswer: number;
  inDoubtStoredBeforeRetry: number;
  retried: number;
  ackedOnRetry: number;
  retriesNotCreated: number;
  wrongTokens: number;
  phantoms: number;
  ledgerMismatches: number;
  checksWithMismatch: number;
  checks: number;
  apiMissing: number;
  tokensChecked: number;
  ledgerEntries: number;
  restartMs: number[];
  killDelaysMs: number[];
  details: string[];
};

async function runLane(lane: Lane, options: Options): Promise<LaneResult> {
  const runId = randomBytes(4).toString('hex');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `durability-${lane}-`));
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;
  if (lane === 'postgres') {
    databaseName = `durability_${runId}`;
    await adminQuery(options.adminUrl, `create database ${databaseName}`);
    const url = new URL(options.adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'TEST_CLOCK',
    'TEST_CLOCK_START',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
  ])
    delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    JWT_SECRET,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

  const result: LaneResult = {
    lane,
    cycles: 0,
    sent: 0,
    acked: 0,
    stored: 0,
    lost: 0,
    refused: 0,
    noAnswer: 0,
    inDoubtStoredBeforeRetry: 0,
    retried: 0,
    ackedOnRetry: 0,
    retriesNotCreated: 0,
    wrongTokens: 0,
    phantoms: 0,
    ledgerMismatches: 0,
    checksWithMismatch: 0,
    checks: 0,
    apiMissing: 0,
    tokensChecked: 0,
    ledgerEntries: 0,
    restartMs: [],
    killDelaysMs: [],
    details: [],
  };
  const acked = new Map<string, CheckoutSubmit>();
  const sent = new Map<string, CheckoutSubmit>();
  let inDoubt: CheckoutSubmit[] = [];
  let counter = 0;
  let market: Market | undefined;
  let server: (Server & { startMs: number }) | undefined;

  const check = async (label: string) => {
    const run = (query: Query) => checkDatabase(query, acked, sent, inDoubt);
    const found =
      lane === 'pglite'
        ? await withPgliteCopy(path.join(dataDir, 'db'), run)
        : await withPostgres(databaseUrl!, run);
    result.stored = found.stored;
    result.lost = Math.max(result.lost, found.lost.length);
    result.wrongTokens = Math.max(result.wrongTokens, found.wrongTokens.length);
    result.phantoms = Math.max(result.phantoms, found.phantoms);
    result.ledgerMismatches = Math.max(result.ledgerMismatches, found.ledgerMismatches.length);
    result.checks++;
    if (found.ledgerMismatches.length) result.checksWithMismatch++;
    result.tokensChecked = found.tokensChecked;
    result.ledgerEntries = found.ledgerEntries;
    result.inDoubtStoredBeforeRetry += found.inDoubtStored;
    for (const s of found.lost)
      result.details.push(`${label}: lost ${s.key} ${s.marketVendorId} ${s.marketDate}`);
    for (const w of found.wrongTokens) result.details.push(`${label}: wrong tokens ${w}`);
    for (const m of found.ledgerMismatches) result.details.push(`${label}: ledger ${m}`);
    return found;
  };

  try {
    for (let cycle = 1; cycle <= options.cycles + 1; cycle++) {
      server = await startServer(env);
      if (cycle > 1) result.restartMs.push(server.startMs);
      const accessToken = await signIn(server.baseUrl);
      market ??= await readMarket(server.baseUrl, accessToken);
      const currentMarket = market;
      const baseUrl = server.baseUrl;

      // After a restart: every checkout acknowledged so far is listed by the API.
      if (acked.size > 0) {
        type Listed = { market_vendor_id: string; market_date: string };
        // The list answers a page at a time (pages from 0, 200 rows at most): read until a short page.
        const listed: Listed[] = [];
        for (let page = 0; ; page += 1) {
          const { data } = await getJson<{ data: Listed[] }>(
            baseUrl,
            `/market-managers/transactions?market_id=${market.marketId}&start_date=${FIRST_DATE}&end_date=${LAST_DAY}&page=${page}&page_size=200`,
            accessToken,
          );
          listed.push(...data);
          if (data.length < 200) break;
        }
        const seen = new Set(listed.map((t) => pairOf(t.market_vendor_id, t.market_date)));
        const missing = [...acked.keys()].filter((pair) => !seen.has(pair));
        result.apiMissing = Math.max(result.apiMissing, missing.length);
        for (const pair of missing) result.details.push(`restart ${cycle - 1}: API does not list ${pair}`);
      }
      // Submits that got no answer are sent again with the same key: each must now be booked (201), once.
      for (const submit of inDoubt) {
        const outcome = await send(baseUrl, accessToken, currentMarket, submit);
        result.retried++;
        if (outcome.kind === 'acked') {
          acked.set(pairOf(submit.marketVendorId, submit.marketDate), submit);
          result.ackedOnRetry++;
        } else {
          result.retriesNotCreated++;
          result.details.push(`retry of ${submit.key}: ${JSON.stringify(outcome)}`);
        }
      }
      inDoubt = [];

      if (cycle > options.cycles) {
        // The last restart: stop cleanly and check once more.
        await killServer(server, 'SIGTERM');
        await check('after the last restart');
        break;
      }

      // Concurrent submits until the kill.
      let killed = false;
      const cycleStart = counter;
      const worker = async () => {
        while (!killed && counter - cycleStart < options.maxSubmits) {
          const submit = makeSubmit(runId, counter++, currentMarket);
          const pair = pairOf(submit.marketVendorId, submit.marketDate);
          sent.set(pair, submit);
          result.sent++;
          const outcome = await send(baseUrl, accessToken, currentMarket, submit);
          if (outcome.kind === 'acked') acked.set(pair, submit);
          else if (outcome.kind === 'no-answer') inDoubt.push(submit);
          else {
            result.refused++;
            result.details.push(`cycle ${cycle}: ${submit.key} refused ${outcome.status} ${outcome.body}`);
          }
        }
      };
      const killDelay = KILL_AFTER_MS[0] + Math.floor(Math.random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]));
      result.killDelaysMs.push(killDelay);
      const workers = Array.from({ length: options.concurrency }, worker);
      await sleep(killDelay);
      killed = true;
      const running = server;
      await killServer(running, 'SIGKILL');
      await Promise.all(workers);
      result.noAnswer += inDoubt.length;
      result.cycles = cycle;

      const found = await check(`cycle ${cycle}`);
      console.info(
        `${lane} cycle ${cycle}/${options.cycles}: killed after ${killDelay} ms, sent ${counter - cycleStart}, ` +
          `acknowledged so far ${acked.size}, stored ${found.stored}, lost ${found.lost.length}, ` +
          `no answer ${inDoubt.length} (stored ${found.inDoubtStored}), ledger mismatches ${found.ledgerMismatches.length}` +
          (cycle > 1 ? `, restart ${server.startMs} ms` : ''),
      );
    }
  } finally {
    if (server) await killServer(server, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    if (databaseName)
      await adminQuery(options.adminUrl, `drop database if exists ${databaseName} with (force)`);
  }
  result.acked = acked.size;
  return result;
}

function report(results: LaneResult[], options: Options, seconds: number) {
  const cpus = os.cpus();
  console.info(
    `\n${new Date().toISOString()} · ${os.type()} ${os.release()} · ${cpus.length} × ${cpus[0]?.model ?? 'cpu'} · ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB · Node ${process.version} · ${options.concurrency} submitters, ` +
      `≤ ${options.maxSubmits} submits a cycle · ${seconds} s\n`,
  );
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  console.info(
    '| database | kill -9 cycles | submits sent | acknowledged (2xx: first answer + retry) | stored | lost | no answer (stored before retry) | retried, not booked | refused | SQL checks | ledger mismatches (checks with any) | tokens / ledger entries checked | median restart |',
  );
  console.info('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const r of results)
    console.info(
      `| ${r.lane === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${r.cycles} | ${r.sent} | ${r.acked} (${r.acked - r.ackedOnRetry} + ${r.ackedOnRetry}) | ${r.stored} | ${r.lost} | ` +
        `${r.noAnswer} (${r.inDoubtStoredBeforeRetry}) | ${r.retriesNotCreated} | ${r.refused} | ${r.checks} | ` +
        `${r.ledgerMismatches} (${r.checksWithMismatch}) | ` +
        `${r.tokensChecked} / ${r.ledgerEntries} | ${(median(r.restartMs) / 1000).toFixed(1)} s |`,
    );
  for (const r of results) {
    if (r.apiMissing || r.wrongTokens || r.phantoms)
      console.info(
        `${r.lane}: API missing ${r.apiMissing}, wrong tokens ${r.wrongTokens}, never sent ${r.phantoms}`,
      );
    for (const line of r.details.slice(0, 30)) console.info(`${r.lane}: ${line}`);
    if (r.details.length > 30) console.info(`${r.lane}: … ${r.details.length - 30} more`);
  }
}

async function main() {
  const options = readOptions();
  const started = Date.now();
  const results: LaneResult[] = [];
  for (const lane of options.lanes) {
    console.info(`\n${lane}: ${options.cycles} kill -9 cycles, ${options.concurrency} submitters`);
    results.push(await runLane(lane, options));
  }
  report(results, options, Math.round((Date.now() - started) / 1000));
  const failed = results.some(
    (r) => r.lost || r.ledgerMismatches || r.wrongTokens || r.phantoms || r.apiMissing || r.retriesNotCreated,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
