import autocannon, { type Options, type Result } from 'autocannon';
import { runPacedScenario } from './paced';
import { percentile } from './percentile';
import type { Scenario, ScenarioContext } from './scenarios';

export type ScenarioResult = {
  name: string;
  method: string;
  path: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  /** Nearest-rank 95th percentile of every measured response time (autocannon has no p95 of its own). */
  latencyP95Ms: number;
  latencyP99Ms: number;
  responses: number;
  /** Socket errors and timeouts plus every response whose status was not the expected one. */
  errors: number;
  /** Requests that got no answer within the scenario's timeout (counted in errors too). */
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Bytes received per response, headers included. */
  averageResponseBytes: number;
  /** req/s divided by the bare Fastify baseline's req/s; filled in by the report. */
  ratioToBaseline?: number;
};

/** Runs for `duration` seconds, or until `amount` requests are answered. */
type Length = { duration: number } | { amount: number };

function fire(baseUrl: string, scenario: Scenario, context: ScenarioContext, length: Length) {
  const { headers, body, perRequest } = scenario.request(context);
  const options: Options = {
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers,
    body,
    connections: scenario.connections,
    ...length,
  };
  if (scenario.timeout !== undefined) options.timeout = scenario.timeout;
  if (scenario.overallRate !== undefined) options.overallRate = scenario.overallRate;
  if (perRequest) {
    options.requests = [
      {
        setupRequest: (request) => {
          const next = perRequest();
          return {
            ...request,
            headers: { ...request.headers, ...next.headers },
            ...(next.body === undefined ? {} : { body: next.body }),
          };
        },
      },
    ];
  }
  return autocannon(options);
}

function summarize(scenario: Scenario, result: Result, times: number[]): ScenarioResult {
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
    latencyP95Ms: percentile(times, 95),
    latencyP99Ms: result.latency.p99,
    responses,
    errors: result.errors + (responses - expected),
    timeouts: result.timeouts,
    statusCodes,
    averageResponseBytes: responses > 0 ? Math.round((result.throughput.total ?? 0) / responses) : 0,
  };
}

/** Warms the server up (unmeasured; skipped when warmupSeconds is 0), then measures one scenario. */
export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  context: ScenarioContext,
  warmupSeconds: number,
): Promise<ScenarioResult> {
  if (scenario.pacedRate !== undefined)
    return logged(await runPacedScenario(baseUrl, scenario, context, warmupSeconds));
  if (warmupSeconds > 0) {
    const length = scenario.warmupRequests
      ? { amount: scenario.warmupRequests }
      : { duration: warmupSeconds };
    await fire(baseUrl, scenario, context, length);
  }
  const times: number[] = [];
  const run = fire(baseUrl, scenario, context, { duration: scenario.duration });
  run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  return logged(summarize(scenario, await run, times));
}

function logged(result: ScenarioResult): ScenarioResult {
  console.info(
    `  ${result.name}: ${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.latencyP50Ms} ms, ` +
      `p95 ${result.latencyP95Ms} ms, p99 ${result.latencyP99Ms} ms, errors ${result.errors}, ` +
      `${(result.averageResponseBytes / 1024).toFixed(1)} KB per response`,
  );
  return result;
}
