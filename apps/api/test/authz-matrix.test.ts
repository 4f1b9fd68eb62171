import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/plugins/auth';
import { buildTestApp, type TestApp } from './build-test-app';
import { bearer, insertAdmin, insertManager, insertStaff, insertVendorUser, tokensFor } from './factories';
import { policyAllows, policyFor, type RoutePolicy } from './route-policy';
import { SIGNED_IN_CALLERS } from './valid-request-worlds';

// Enumerates every registered route, so a new route is covered the moment it exists. Who may call it comes
// from the checked-in table (route-policy.ts), never from the route's own declaration: a route that opens
// itself to another role or lowers its access level fails here as well as in route-policy.test.ts.
// These requests carry placeholder ids, so an allowed caller is only required not to be refused (not 403);
// authz-allowed.test.ts sends every allowed caller a valid request of their own and requires a 2xx.
let t: TestApp;
const tokens: Partial<Record<string, string>> = {};

// A signed-in caller of each role, and managers at each access level.
// Staff of a FULL manager, one per staff role (their markets are checked in authz-allowed.test.ts).
const callers = SIGNED_IN_CALLERS;

beforeAll(async () => {
  t = await buildTestApp();
  const full = await insertManager(t.db, { status: 'active' });
  const offSeason = await insertManager(t.db, { status: 'active', plan: 'seasonal_off_season' });
  const accountOnly = await insertManager(t.db, { status: 'canceled' });
  const vendor = await insertVendorUser(t.db);
  const admin = await insertAdmin(t.db);
  const staff = await insertStaff(t.db, { managerId: full.manager.id, role: 'STAFF', marketIds: [] });
  const coManager = await insertStaff(t.db, {
    managerId: full.manager.id,
    role: 'CO_MANAGER',
    marketIds: [],
  });
  const users = {
    staff: staff.user,
    'co-manager': coManager.user,
    'manager-FULL': full.user,
    'manager-OFF_SEASON': offSeason.user,
    'manager-ACCOUNT_ONLY': accountOnly.user,
    vendor: vendor.user,
    admin: admin.user,
  };
  for (const [key, user] of Object.entries(users))
    tokens[key] = (await tokensFor(t, user.username)).access_token;
});

afterAll(async () => {
  await t.close();
});

function expectedPolicy(route: RegisteredRoute): RoutePolicy {
  const policy = policyFor(route.method, route.url);
  if (!policy) throw new Error(`${route.method} ${route.url} has no row in test/route-policy.ts`);
  return policy;
}

function concreteUrl(url: string) {
  return url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
}

describe('authorization matrix', () => {
  it('covers the routes that exist', () => {
    const urls = t.app.routeRegistry.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /users/self');
    expect(urls).toContain('POST /auth/login');
    expect(t.app.routeRegistry.length).toBeGreaterThan(5);
  });

  it('every protected route answers 401 without a token and with a forged one', async () => {
    for (const route of t.app.routeRegistry.filter((r) => expectedPolicy(r) !== 'public')) {
      const method = route.method as 'GET';
      const url = concreteUrl(route.url);
      const none = await t.app.inject({ method, url });
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(none.json().detail).toBeTypeOf('string');
      const forged = await t.app.inject({ method, url, headers: bearer(`${tokens.admin}x`) });
      expect(forged.statusCode, `${route.method} ${route.url} forged`).toBe(401);
    }
  });

  it('every protected route answers 403 to a role it does not allow or below its access level', async () => {
    // Logout ends the caller's session, so it goes last.
    const routes = [...t.app.routeRegistry].sort(
      (a, b) => Number(a.url === '/auth/logout') - Number(b.url === '/auth/logout'),
    );
    for (const route of routes) {
      const policy = expectedPolicy(route);
      if (policy === 'public') continue;
      for (const caller of callers) {
        const allowed = policyAllows(policy, caller);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: bearer(tokens[caller.key] ?? ''),
        });
        const label = `${route.method} ${route.url} as ${caller.key}`;
        if (allowed) expect(response.statusCode, label).not.toBe(403);
        else expect(response.statusCode, label).toBe(403);
        expect(response.statusCode, label).not.toBe(401);
      }
    }
  });

  it('refuses to register a route that declares no auth', async () => {
    const probe = await buildTestApp();
    try {
      await expect(
        (async () => {
          const { default: Fastify } = await import('fastify');
          const { authPlugin } = await import('../src/plugins/auth');
          const app = Fastify();
          await app.register(authPlugin, {
            db: probe.db,
            signer: probe.app.ctx.signer,
            now: () => new Date(),
            loadUser: async () => null,
          });
          app.get('/undeclared', async () => 'x');
          await app.ready();
        })(),
      ).rejects.toThrow(/declares no auth/);
    } finally {
      await probe.close();
    }
  });
});
