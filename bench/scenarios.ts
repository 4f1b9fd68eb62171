import type { BenchSettings } from './settings';

// The demo manager created by SEED_DEMO=true (apps/api/src/db/seed.ts).
export const DEMO_LOGIN = { username: 'manager', password: 'manager-demo-1', grant_type: 'password' };

/** What a scenario may need from the running server, prepared once before the measurements. */
export type ScenarioContext = { accessToken: string };

export type RequestSpec = { headers?: Record<string, string>; body?: string | Buffer };

export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Any other status is counted as an error. */
  expectStatus: number;
  connections: number;
  duration: number;
  request: (context: ScenarioContext) => RequestSpec;
};

/** A multipart/form-data body built once, so the load generator only replays bytes. */
export function multipartForm(fields: Record<string, string>): Required<RequestSpec> {
  const boundary = '----marketday-bench-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
  };
}

/** Scenarios run against the Marketday API in every database lane. Add new ones here. */
export function apiScenarios(settings: BenchSettings): Scenario[] {
  const loginForm = multipartForm(DEMO_LOGIN);
  return [
    {
      name: 'login',
      method: 'POST',
      path: '/auth/login',
      expectStatus: 200,
      connections: settings.loginConnections,
      duration: settings.duration,
      request: () => loginForm,
    },
    {
      name: 'users/self',
      method: 'GET',
      path: '/users/self',
      expectStatus: 200,
      connections: settings.connections,
      duration: settings.duration,
      request: ({ accessToken }) => ({ headers: { authorization: `Bearer ${accessToken}` } }),
    },
    {
      // The manager's markets with fees, token counts (ledger balances) and vendor counts.
      name: 'market-managers/markets',
      method: 'GET',
      path: '/market-managers/markets',
      expectStatus: 200,
      connections: settings.connections,
      duration: settings.duration,
      request: ({ accessToken }) => ({ headers: { authorization: `Bearer ${accessToken}` } }),
    },
  ];
}

/** The bare Fastify reference, loaded like users/self so the two compare as a ratio. */
export function baselineScenario(settings: BenchSettings): Scenario {
  return {
    name: 'bare Fastify GET /hello',
    method: 'GET',
    path: '/hello',
    expectStatus: 200,
    connections: settings.connections,
    duration: settings.duration,
    request: () => ({}),
  };
}
