// Issue 16's proof, PostgreSQL lane only: three API processes (src/server.ts, as `npm run start:cluster` runs
// them) on one database, files in S3 on a local S3 server, behind haproxy when it is installed (.ci/run installs
// it) or round-robin here otherwise. Figures are printed for docs/scale-out.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tokenAcceptedBy, type VendorType } from '@marketday/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../../bench/server-process';
import { type ApiProcess, startApiProcess } from '../src/cluster/api-process';
import { type Balancer, haproxyAvailable, startHaproxy } from '../src/cluster/haproxy';
import { rowsOf } from '../src/db/rows';
import { createStorage } from '../src/plugins/create-storage';
import { seedDemoIfEmpty } from '../src/seed/seed';
import {
  FIRST_LOAD_DATE,
  LAST_LOAD_DATE,
  type LoadMarket,
  makeSubmit,
  runPool,
  type SubmitResult,
  sendCheckout,
} from './cluster-load';
import { expectIntactLedger } from './ledger-assertions';
import { createPostgresTestDatabase } from './postgres-lane';
import { type S3TestServer, startS3Server } from './s3-server';
import { FILES, uploadBody } from './uploads';

const adminUrl = process.env.TEST_DATABASE_URL;
// Set (e.g. 6432): the processes reach PostgreSQL through PgBouncer in transaction mode on this port, without
// named prepared statements, and migrate on a direct connection (docs/scale-out.md has the run).
const pgbouncerPort = process.env.CLUSTER_PGBOUNCER_PORT;

function throughPooler(url: string) {
  if (!pgbouncerPort) return { DATABASE_URL: url };
  const pooled = new URL(url);
  pooled.port = pgbouncerPort;
  return {
    DATABASE_URL: pooled.toString(),
    DATABASE_MIGRATION_URL: url,
    DATABASE_PREPARED_STATEMENTS: 'false',
  };
}
const CHECKOUTS = 200;
const CONCURRENCY = 8;
const KILL_AFTER_ACKNOWLEDGED = 60;
const MARKET_NAME = 'Davis Downtown Farmers Market';

type Database = Awaited<ReturnType<typeof createPostgresTestDatabase>>;

describe.skipIf(!adminUrl)('three API processes on one PostgreSQL, files in S3', () => {
  let database: Database;
  let s3: S3TestServer;
  let dataDir: string;
  let processes: ApiProcess[] = [];
  let balancer: Balancer | null = null;

  const query = async <T>(text: string) => rowsOf<T>(await database.handle.db.execute(text));

  beforeAll(async () => {
    database = await createPostgresTestDatabase(adminUrl as string);
    s3 = await startS3Server();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketday-cluster-'));
    const storage = await createStorage({
      DATA_DIR: dataDir,
      ...s3.env,
      STORAGE_DRIVER: 's3',
      S3_FORCE_PATH_STYLE: true,
    });
    await seedDemoIfEmpty(database.handle.db, new Date(), { storage });
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: process.env.TZ,
      NODE_ENV: 'development',
      ...throughPooler(database.url),
      DATABASE_POOL_MAX: '4',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      ...s3.env,
    };
    // All three start at the same moment: each checks the migrations and the scheduled jobs at once.
    // Four different ports: three processes and the balancer.
    const [balancerPort, ...ports] = await freePorts(4);
    // Settled, not Promise.all: when one fails to start, the ones that did are kept for afterAll to stop.
    const started = await Promise.allSettled(
      ports.map((port, i) => startApiProcess({ name: `api${i + 1}`, port, env })),
    );
    processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (haproxyAvailable())
      balancer = await startHaproxy({
        port: balancerPort!,
        backends: processes.map((p) => ({ name: p.name, url: p.url })),
        directory: path.join(dataDir, 'haproxy'),
      });
  }, 300_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(processes.map((p) => p.stop()));
    await s3?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  const signIn = async (url: string, username: string, password: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ username, password, grant_type: 'password' }))
      form.set(name, value);
    const response = await fetch(`${url}/auth/login`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };

  it('signs in through one process, uploads through another and downloads through the third', async () => {
    const [first, second, third] = processes as [ApiProcess, ApiProcess, ApiProcess];
    const token = await signIn(first.url, 'vendor', 'vendor-demo-1');
    const auth = { authorization: `Bearer ${token}` };
    const body = uploadBody({
      params: { type: 'Insurance', meta: {}, expr: '2031-01-01' },
      file: { name: 'policy.pdf', content: FILES.pdf },
    });
    const uploaded = await fetch(`${second.url}/documents`, {
      method: 'POST',
      headers: { ...auth, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { id: string } };
    const [row] = await query<{ storage_key: string }>(
      `select storage_key from documents where id = '${data.id}'`,
    );
    expect(await s3.keys()).toContain(row?.storage_key);

    const link = await fetch(`${third.url}/documents/${data.id}`, { headers: auth });
    expect(link.status).toBe(200);
    const { url } = (await link.json()) as { url: string };
    const file = await fetch(`${third.url}${url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(FILES.pdf)).toBe(true);
  });

  it('stores every acknowledged checkout once while a process is killed and restarted mid-run', async () => {
    const entry = balancer?.url;
    let turn = 0;
    // Without haproxy, round-robin here; a dead process's turn fails and the retry goes to the next one.
    const pick = () => entry ?? (processes[turn++ % processes.length] as ApiProcess).url;
    const token = await signIn(pick(), 'manager', 'manager-demo-1');
    const get = async <T>(route: string) => {
      const response = await fetch(`${pick()}${route}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    };
    const markets = await get<{ id: string; name: string }[]>('/market-managers/markets');
    const marketId = markets.find((m) => m.name === MARKET_NAME)?.id as string;
    type Context = {
      vendors: { market_vendor_id: string; type: VendorType }[];
      market_tokens: { id: string; accepted_by: VendorType[] }[];
    };
    const context = await get<Context>(
      `/market-managers/checkouts?market_id=${marketId}&market_date=${FIRST_LOAD_DATE}`,
    );
    const market: LoadMarket = {
      marketId,
      vendors: context.vendors
        .map((v) => ({
          id: v.market_vendor_id,
          tokenIds: context.market_tokens.filter((t) => tokenAcceptedBy(t, v.type)).map((t) => t.id),
        }))
        .filter((v) => v.tokenIds.length > 0),
    };
    expect(market.vendors.length).toBeGreaterThan(0);
    const runId = `${Date.now()}`;
    const submits = Array.from({ length: CHECKOUTS }, (_, i) => makeSubmit(runId, i, market));

    const victim = processes[1] as ApiProcess;
    const killedPid = victim.pid();
    let acknowledged = 0;
    let crash: Promise<void> | null = null;
    const started = Date.now();
    const results = await runPool(
      submits,
      CONCURRENCY,
      (submit) => sendCheckout(pick, token, market, submit),
      (result: SubmitResult) => {
        if (result.status !== null && result.status < 300) acknowledged += 1;
        if (acknowledged === KILL_AFTER_ACKNOWLEDGED && !crash)
          crash = (async () => {
            await victim.kill();
            await victim.restart();
          })();
      },
    );
    await crash;
    const elapsedMs = Date.now() - started;
    expect(victim.pid()).not.toBe(killedPid);
    expect(victim.running()).toBe(true);

    // Every submit was answered 201 in the end: none refused, none given up.
    expect(results.filter((r) => r.status !== 201).map((r) => [r.submit.key, r.status])).toEqual([]);
    const stored = await query<{ market_vendor_id: string; market_date: string; tokens: string }>(
      `select t.market_vendor_id, t.market_date::text as market_date,
              json_agg(json_build_object('token_id', tt.token_id, 'count', tt.count) order by tt.token_id)::text as tokens
         from transactions t join transaction_tokens tt on tt.transaction_id = t.id
        where t.market_date between '${FIRST_LOAD_DATE}' and '${LAST_LOAD_DATE}' group by t.id`,
    );
    const storedPairs = stored.map((s) => `${s.market_vendor_id}|${s.market_date}`);
    const duplicates = storedPairs.length - new Set(storedPairs).size;
    expect(duplicates).toBe(0);
    expect(stored).toHaveLength(CHECKOUTS);
    const sent = new Map(
      submits.map((s) => [
        `${s.marketVendorId}|${s.marketDate}`,
        JSON.stringify([...s.tokens].sort((a, b) => a.token_id.localeCompare(b.token_id))),
      ]),
    );
    for (const s of stored) {
      const tokens = (JSON.parse(s.tokens) as { token_id: string; count: number }[]).map((t) => ({
        token_id: t.token_id,
        count: t.count,
      }));
      expect(JSON.stringify(tokens)).toBe(sent.get(`${s.market_vendor_id}|${s.market_date}`));
    }

    // The ledger: each token's chain is whole, and its checkout entries add up to the checkouts' token counts.
    for (const tokenId of new Set(market.vendors.flatMap((v) => v.tokenIds)))
      await expectIntactLedger(database.handle.db, tokenId);
    const mismatched = await query(
      `with l as (select token_id, sum(delta)::int as n from token_ledger where type = 'TRANSACTION' group by 1),
            c as (select token_id, sum(count)::int as n from transaction_tokens group by 1)
       select * from l full join c using (token_id) where coalesce(l.n, 0) <> coalesce(c.n, 0)`,
    );
    expect(mismatched).toEqual([]);

    const attempts = results.reduce((n, r) => n + r.attempts, 0);
    const failed = results.reduce((n, r) => n + r.failedAttempts, 0);
    console.info(
      `cluster figures: ${JSON.stringify({
        balancer: balancer ? 'haproxy' : 'round-robin in the test',
        pooler: pgbouncerPort ? 'pgbouncer (transaction mode)' : 'none',
        checkouts: CHECKOUTS,
        requests: attempts,
        failedAttempts: failed,
        acknowledged: results.filter((r) => r.status === 201).length,
        stored: stored.length,
        duplicates,
        elapsedMs,
      })}`,
    );
  }, 300_000);

  it('ran the document-expiry job once, one notice per document, state and person', async () => {
    const [job] = await query<{ runs: number }>(`select runs from job_runs where name = 'document-expiry'`);
    expect(job?.runs).toBe(1);
    const [notices] = await query<{ total: number; distinct_keys: number }>(
      `select count(*)::int as total, count(distinct dedupe_key)::int as distinct_keys
         from notifications where type = 'document_expiration'`,
    );
    expect(notices?.total).toBeGreaterThan(0);
    expect(notices?.total).toBe(notices?.distinct_keys);
    const repeated = await query(
      `select "to", subject, count(*) from outbox where subject like '%expire%' group by 1, 2 having count(*) > 1`,
    );
    expect(repeated).toEqual([]);
  });
});
