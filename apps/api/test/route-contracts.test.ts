import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './build-test-app';

// Every route's request and response, as JSON Schema, against the copy checked in beside this file: moving code
// between files and modules (docs/decisions/031-api-tiers.md) must not change what a client sends or gets. The
// snapshot keeps a digest per route (the whole schemas are 600 KB); a route whose digest changed is named by the
// diff, and `ROUTE_CONTRACTS_OUT=<file>` writes the full schemas to compare two commits. A change on purpose is
// made by updating the snapshot (`vitest -u`).
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

type RouteSchema = Partial<Record<'params' | 'querystring' | 'body' | 'headers', unknown>> & {
  response?: Record<string, unknown>;
};

function jsonSchema(schema: unknown, io: 'input' | 'output') {
  if (!(schema instanceof z.ZodType)) return schema ?? null;
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

describe('route contracts', () => {
  it('keeps every route’s request and response schemas', async () => {
    const full: Record<string, unknown> = {};
    const routes = [...t.app.routeRegistry].sort((a, b) =>
      `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
    );
    for (const route of routes) {
      const schema = (route.schema ?? {}) as RouteSchema;
      full[`${route.method} ${route.url}`] = {
        params: jsonSchema(schema.params, 'input'),
        querystring: jsonSchema(schema.querystring, 'input'),
        body: jsonSchema(schema.body, 'input'),
        response: Object.fromEntries(
          Object.entries(schema.response ?? {}).map(([code, value]) => [code, jsonSchema(value, 'output')]),
        ),
      };
    }
    const contracts = Object.fromEntries(
      Object.entries(full).map(([key, value]) => [
        key,
        createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16),
      ]),
    );
    if (process.env.ROUTE_CONTRACTS_OUT)
      writeFileSync(process.env.ROUTE_CONTRACTS_OUT, JSON.stringify(full, null, 2));
    expect(Object.keys(contracts).length).toBeGreaterThan(100);
    await expect(`${JSON.stringify(contracts, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/route-contracts.json',
    );
  });
});
