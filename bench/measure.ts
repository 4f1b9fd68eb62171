import autocannon, { type Result } from 'autocannon';
import type { Scenario, ScenarioContext } from './scenarios';

export type ScenarioResult = {
  name: string;
  method: string;
  path: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  responses: number;
  /** Socket errors and timeouts plus every response whose status was not the expected one. */
  errors: number;
  statusCodes: Record<string, number>;
  /** req/s divided by the bare Fastify baseline's req/s; filled in by the report. */
  ratioToBaseline?: number;
};

function fire(baseUrl: string, scenario: Scenario, context: ScenarioContext, duration: number) {
  const { headers, body } = scenario.request(context);
  return autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers,
    body,
    connections: scenario.connections,
    duration,
  });
}

function summarize(scenario: Scenario, result: Result): ScenarioResult {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  const responses = Object.values(statusCodes).reduce((sum, n) => sum + n, 0);
  const expected = statusCodes[String(scenario.expectStatus)] ?? 0;
  return {
    name: scenario.name,
    method: scenario.method,
    path: scenario.path,
    connections: scenario.connections,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    responses,
    errors: result.errors + (responses - expected),
    statusCodes,
  };
}

/** Warms the server up (unmeasured), then measures one scenario. */
export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  context: ScenarioContext,
  warmupSeconds: number,
): Promise<ScenarioResult> {
  if (warmupSeconds > 0) await fire(baseUrl, scenario, context, warmupSeconds);
  const result = summarize(scenario, await fire(baseUrl, scenario, context, scenario.duration));
  console.info(
    `  ${scenario.name}: ${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.latencyP50Ms} ms, ` +
      `p99 ${result.latencyP99Ms} ms, errors ${result.errors}`,
  );
  return result;
}
