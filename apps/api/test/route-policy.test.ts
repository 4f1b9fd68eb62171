import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { describePolicy, ROUTE_POLICY, routeKey } from './route-policy';

// The registry must be the checked-in policy, row for row: a new route, a removed one, or a declaration that
// changed (roles or access level) fails here with the row named, until route-policy.ts is changed on purpose.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

// Browser tests only (TEST_CLOCK=true); never part of the product's surface.
const isTestClockRoute = (url: string) => url === '/test/clock' || url.startsWith('/test/clock/');

describe('route policy table', () => {
  it('has one row per route', () => {
    const keys = ROUTE_POLICY.map((row) => routeKey(row.method, row.path));
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates, 'rows listed twice in route-policy.ts').toEqual([]);
  });

  it('equals the registered routes and their declared auth exactly', () => {
    const registered = new Map<string, string>();
    for (const route of t.app.routeRegistry) {
      if (isTestClockRoute(route.url)) continue;
      registered.set(routeKey(route.method, route.url), describePolicy(route.auth));
    }
    const expected = new Map(
      ROUTE_POLICY.map((row) => [routeKey(row.method, row.path), describePolicy(row.auth)]),
    );

    const problems: string[] = [];
    for (const [key, declared] of registered) {
      const policy = expected.get(key);
      if (policy === undefined) {
        problems.push(`${key}: registered (${declared}) but has no row in route-policy.ts`);
      } else if (policy !== declared) {
        problems.push(`${key}: declared ${declared}, but route-policy.ts says ${policy}`);
      }
    }
    for (const [key, policy] of expected) {
      if (!registered.has(key)) problems.push(`${key}: row in route-policy.ts (${policy}) but no such route`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(registered.size).toBe(ROUTE_POLICY.length);
  });

  // Issue 12: every route says what it answers with, as a zod schema from @marketday/shared. The serializer
  // checks each answer against it, so a field the web relies on cannot quietly go missing.
  it('every route declares a response schema for its success status', () => {
    const missing = t.app.routeRegistry
      .filter((route) => !isTestClockRoute(route.url))
      .filter((route) => !route.responses.some((code) => /^2\d\d$/.test(code)))
      .map((route) => routeKey(route.method, route.url));
    expect(
      missing,
      `routes without a response schema (how to declare one: docs/api-contracts.md):\n${missing.join('\n')}`,
    ).toEqual([]);
  });
});
