import { Agent, request } from 'node:http';
import type { ScenarioResult } from './measure';
import { percentile } from './percentile';
import type { Scenario, ScenarioContext } from './scenarios';

// A steady arrival rate (issue 32: "p99 < 50 ms at a fixed 200 req/s"): one request every 1/rate seconds, sent on
// time whether or not earlier ones have been answered, over at most `connections` kept-alive sockets. Each time is
// counted from the moment the request was due, so a request that waits for a free socket or for the server
// counts that wait (no coordinated omission).
//
// autocannon's `overallRate` is not this: each connection gets rate/connections requests a second and sends them
// back to back when its one-second timer fires, so 200 req/s over 50 connections is 200 requests at the start of
// every second, all 50 connections at once, then nothing for the rest of the second. That burst is still measured
// (the scenario "200 at each second's start"), next to this.

type Outcome = { status: number | null; ms: number; bytes: number; timedOut: boolean };

function send(
  agent: Agent,
  url: URL,
  scenario: Scenario,
  parts: { headers: Record<string, string>; body?: string | Buffer | undefined },
  dueAt: number,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const timeoutMs = (scenario.timeout ?? 10) * 1000;
    let bytes = 0;
    let settled = false;
    const done = (status: number | null, timedOut = false) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - dueAt, bytes, timedOut });
    };
    const headers = { ...parts.headers };
    if (parts.body !== undefined) headers['content-length'] = String(Buffer.byteLength(parts.body));
    const outgoing = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: scenario.method,
        headers,
      },
      (response) => {
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => done(response.statusCode ?? null));
        response.on('error', () => done(null));
      },
    );
    outgoing.setTimeout(timeoutMs, () => {
      done(null, true);
      outgoing.destroy();
    });
    outgoing.on('error', () => done(null));
    outgoing.end(parts.body);
  });
}

/** Sends `scenario.pacedRate` requests a second for `seconds`, then waits for every answer. */
async function pace(baseUrl: string, scenario: Scenario, context: ScenarioContext, seconds: number) {
  const rate = scenario.pacedRate;
  if (!rate) throw new Error(`${scenario.name} has no pacedRate`);
  const spec = scenario.request(context);
  const agent = new Agent({ keepAlive: true, maxSockets: scenario.connections });
  const url = new URL(`${baseUrl}${scenario.path}`);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const pending: Promise<Outcome>[] = [];
  const start = performance.now();
  await new Promise<void>((finish) => {
    // Every tick sends what is due by now; a late timer sends the overdue ones at once, each timed from when it
    // was due.
    const tick = () => {
      const now = performance.now();
      while (pending.length < total && start + pending.length * interval <= now) {
        const next = spec.perRequest?.() ?? {};
        const parts = {
          headers: { ...spec.headers, ...next.headers },
          body: next.body ?? spec.body,
        };
        pending.push(send(agent, url, scenario, parts, start + pending.length * interval));
      }
      if (pending.length >= total) finish();
      else setTimeout(tick, Math.max(0, start + pending.length * interval - performance.now()));
    };
    tick();
  });
  const outcomes = await Promise.all(pending);
  agent.destroy();
  return { outcomes, seconds: (performance.now() - start) / 1000 };
}

/** A paced scenario: warmed up at the same rate (unmeasured), then measured. */
export async function runPacedScenario(
  baseUrl: string,
  scenario: Scenario,
  context: ScenarioContext,
  warmupSeconds: number,
): Promise<ScenarioResult> {
  if (warmupSeconds > 0) await pace(baseUrl, scenario, context, warmupSeconds);
  const { outcomes, seconds } = await pace(baseUrl, scenario, context, scenario.duration);
  const statusCodes: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (outcome.status !== null) statusCodes[outcome.status] = (statusCodes[outcome.status] ?? 0) + 1;
  }
  const answered = outcomes.filter((o) => o.status !== null);
  const expected = statusCodes[String(scenario.expectStatus)] ?? 0;
  const times = outcomes.filter((o) => o.status === scenario.expectStatus).map((o) => o.ms);
  return {
    name: scenario.name,
    method: scenario.method,
    path: scenario.path,
    connections: scenario.connections,
    durationSeconds: seconds,
    requestsPerSecond: answered.length / seconds,
    latencyP50Ms: percentile(times, 50),
    latencyP95Ms: percentile(times, 95),
    latencyP99Ms: percentile(times, 99),
    responses: answered.length,
    errors: outcomes.length - expected,
    timeouts: outcomes.filter((o) => o.timedOut).length,
    statusCodes,
    // The body's bytes: node's client does not count the headers (autocannon's figure includes them).
    averageResponseBytes:
      answered.length > 0 ? Math.round(answered.reduce((sum, o) => sum + o.bytes, 0) / answered.length) : 0,
  };
}
