import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/plugins/auth';
import { buildTestApp, type TestApp } from './build-test-app';
import { describeStaffMarket, policyAllows, policyFor, routeKey } from './route-policy';
import { buildWorlds, type CallerKey, SIGNED_IN_CALLERS, type Worlds } from './valid-request-worlds';
import { partsOf, toInject, VALID_REQUESTS, validRequestFor } from './valid-requests';
import { writeWebDist } from './web-dist';

// Issue 11: the allowed side of the authorization matrix. authz-matrix.test.ts proves who is refused; here every
// registered route is sent a VALID request (valid-requests*.ts), built from each allowed caller's own records,
// and must answer 2xx (with a parseable body when it answers JSON). So a handler that fails, 404s on its own
// caller's data or rejects a valid body is caught, not just a missing 403. Who is allowed comes from the
// checked-in policy table (route-policy.ts); public routes are called by an anonymous caller.

let t: TestApp;
let web: string;
let worlds: Worlds;

beforeAll(async () => {
  // A built web app, so GET /* has an index.html to serve.
  web = writeWebDist();
  t = await buildTestApp({ env: { WEB_DIST: web } });
  worlds = await buildWorlds(t);
}, 180_000);

afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

// Browser tests only (TEST_CLOCK=true); never part of the product's surface.
const isTestClockRoute = (url: string) => url === '/test/clock' || url.startsWith('/test/clock/');
const routes = () => t.app.routeRegistry.filter((route) => !isTestClockRoute(route.url));
const CALLER_KEYS: CallerKey[] = [...SIGNED_IN_CALLERS.map((caller) => caller.key), 'anonymous'];

function allowedCallers(route: { method: string; url: string }): CallerKey[] {
  const policy = policyFor(route.method, route.url);
  if (!policy) throw new Error(`${route.method} ${route.url} has no row in test/route-policy.ts`);
  if (policy === 'public') return ['anonymous'];
  return SIGNED_IN_CALLERS.filter((caller) => policyAllows(policy, caller)).map((caller) => caller.key);
}

// The callers an entry says get a refusal instead of a 2xx.
function refusalsOf(route: { method: string; url: string }) {
  const entry = VALID_REQUESTS[routeKey(route.method, route.url)];
  return entry ? (Object.keys(partsOf(entry).refusedFor ?? {}) as CallerKey[]) : [];
}

// Whether a concrete path is one the route's pattern matches, so an entry cannot quietly call another route.
function aimsAt(route: string, pathname: string) {
  const pattern = route
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${pattern}$`).test(pathname);
}

// Sends the route's valid request as the caller; answers what was wrong, or null.
async function sendValid(route: RegisteredRoute, caller: CallerKey): Promise<string | null> {
  const w = worlds[caller];
  const label = `${routeKey(route.method, route.url)} as ${caller}`;
  const entry = validRequestFor(route.method, route.url);
  if (!entry) return `${label}: no valid request in test/valid-requests*.ts`;
  const { prepare, request, after, refusedFor } = partsOf(entry);
  try {
    const fresh = prepare ? await prepare(w) : {};
    const valid = request(w, fresh);
    if (!aimsAt(route.url, valid.url)) return `${label}: the entry's url ${valid.url} is not this route's`;
    const response = await t.app.inject(toInject(route.method, valid, w.headers));
    const status = response.statusCode;
    const shown = `${label}: ${status} ${response.body.slice(0, 300)}`;
    const refused = refusedFor?.[caller];
    if (refused)
      return status === refused.status ? null : `${shown} (expected ${refused.status}: ${refused.why})`;
    if (status < 200 || status > 299) return shown;
    if (String(response.headers['content-type'] ?? '').includes('application/json')) {
      try {
        JSON.parse(response.body);
      } catch {
        return `${shown} (not JSON)`;
      }
    }
    return null;
  } catch (error) {
    return `${label}: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await after?.(w);
  }
}

describe('allowed callers succeed', () => {
  it('has a valid request for every registered route, and none for a route that does not exist', () => {
    const registered = routes().map((route) => routeKey(route.method, route.url));
    const missing = registered.filter((key) => !VALID_REQUESTS[key]);
    const stale = Object.keys(VALID_REQUESTS).filter((key) => !registered.includes(key));
    expect(
      missing,
      `routes without a valid request in test/valid-requests*.ts:\n${missing.join('\n')}`,
    ).toEqual([]);
    expect(stale, 'entries in test/valid-requests*.ts for routes that do not exist').toEqual([]);
    // A refusal may be listed only for a caller the policy lets in.
    const wrongRefusals = routes().flatMap((route) =>
      refusalsOf(route)
        .filter((caller) => !allowedCallers(route).includes(caller))
        .map((caller) => `${routeKey(route.method, route.url)} lists a refusal for ${caller}`),
    );
    expect(wrongRefusals).toEqual([]);
    const pairs = routes().reduce((sum, route) => sum + allowedCallers(route).length, 0);
    const refusals = routes().reduce((sum, route) => sum + refusalsOf(route).length, 0);
    console.info(
      `authz-allowed: ${routes().length} routes, ${pairs} (route × allowed caller) requests: ` +
        `${pairs - refusals} must be 2xx, ${refusals} must get the listed refusal`,
    );
  });

  it.each(CALLER_KEYS)(
    '%s gets a 2xx from every route the policy lets it call',
    async (caller) => {
      const failures: string[] = [];
      let sent = 0;
      for (const route of routes()) {
        if (!allowedCallers(route).includes(caller)) continue;
        sent += 1;
        const failure = await sendValid(route, caller);
        if (failure) failures.push(failure);
      }
      expect(sent).toBeGreaterThan(0);
      expect(failures, failures.join('\n')).toEqual([]);
    },
    120_000,
  );
});

// Issue 18: the same valid requests from staff who work another market of the same manager. A route that names
// its market answers 404, as another account's id does, and so does a list asked for one market of the
// account; a list of all their markets answers 2xx without a row of the markets they do not work (none of the
// account's ids or its tag in the body).
describe('staff outside their markets', () => {
  it.each(['STAFF', 'CO_MANAGER'] as const)(
    '%s at another market gets a 404, or a list without those markets, from every route open to them',
    async (staffRole) => {
      const caller = staffRole === 'STAFF' ? 'staff' : 'co-manager';
      const w = worlds[caller];
      const headers = worlds.elsewhere[staffRole];
      const failures: string[] = [];
      let scoped = 0;
      let lists = 0;
      for (const route of routes()) {
        const policy = policyFor(route.method, route.url);
        if (!policy || policy === 'public' || !policy.staff) continue;
        if (!allowedCallers(route).includes(caller)) continue;
        const { prepare, request, after } = partsOf(
          validRequestFor(route.method, route.url) ?? (() => ({ url: '' })),
        );
        const label = `${routeKey(route.method, route.url)} (${describeStaffMarket(policy.staff.market)})`;
        try {
          const fresh = prepare ? await prepare(w) : {};
          const sent = request(w, fresh);
          const query = sent.query as Record<string, unknown> | undefined;
          const namesMarket = typeof query?.market_id === 'string';
          if (policy.staff.market === 'handler') {
            // Sent something of the account's (a document for its vendor): refused as not found.
            scoped += 1;
            const response = await t.app.inject(toInject(route.method, sent, headers));
            if (response.statusCode !== 404)
              failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          } else if (policy.staff.market !== 'lists' || namesMarket) {
            scoped += 1;
            const response = await t.app.inject(toInject(route.method, sent, headers));
            if (response.statusCode !== 404)
              failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
          if (policy.staff.market === 'lists') {
            // The list of all their markets: none of the account's rows.
            const { market_id: _named, ...rest } = query ?? {};
            const whole = { ...sent, query: rest as typeof sent.query };
            const response = await t.app.inject(toInject(route.method, whole, headers));
            lists += 1;
            const leaked = [w.own.market, w.own.market2, w.account.tag].filter((s) =>
              response.body.includes(s),
            );
            if (response.statusCode !== 200 || leaked.length > 0)
              failures.push(
                `${label} without market_id: ${response.statusCode}, shows ${leaked.join(', ') || 'nothing of theirs'}`,
              );
          }
        } finally {
          await after?.(w);
        }
      }
      console.info(`staff scope (${staffRole}): ${scoped} requests answered 404, ${lists} lists filtered`);
      expect(scoped).toBeGreaterThan(5);
      expect(lists).toBeGreaterThan(2);
      expect(failures, failures.join('\n')).toEqual([]);
    },
    120_000,
  );
});
