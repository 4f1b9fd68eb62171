import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BigMarketSummary } from './big-market';
import type { ScenarioResult } from './measure';
import { REPORT_P95_TARGET_MS } from './scenarios';
import type { BenchSettings } from './settings';

export type LaneReport = {
  name: string;
  results: ScenarioResult[];
  /** The data behind the big-market scenarios, when the lane grew it (PostgreSQL). */
  dataset?: BigMarketSummary;
  error?: string;
};

export type BenchReport = {
  date: string;
  machine: {
    cores: number;
    cpuModel: string;
    totalMemoryGiB: number;
    node: string;
    os: string;
    /** 1, 5 and 15 minute load averages when the run started: other work on the machine skews every figure. */
    loadAverage?: number[];
  };
  settings: BenchSettings;
  baseline: ScenarioResult | null;
  lanes: LaneReport[];
};

export function describeMachine(): BenchReport['machine'] {
  return {
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

function formatRatio(ratio: number | undefined): string {
  if (ratio === undefined) return 'n/a';
  return `${ratio >= 0.1 ? ratio.toFixed(2) : ratio.toPrecision(2)}×`;
}

const HEADER = [
  'scenario',
  'req/s (mean)',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'errors+non-2xx',
  'ratio vs bare Fastify (req/s)',
];

/** A markdown table padded the way the repository's formatter (biome) lays it out. */
function table(results: ScenarioResult[]): string {
  const rows = results.map((r) => [
    `${r.name} (${r.connections} conn.)`,
    r.requestsPerSecond.toFixed(1),
    String(r.latencyP50Ms),
    String(r.latencyP95Ms),
    String(r.latencyP99Ms),
    String(r.errors),
    formatRatio(r.ratioToBaseline),
  ]);
  const widths = HEADER.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  // The first column is left-aligned, the numbers right-aligned.
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(HEADER), rule, ...rows.map(line)].join('\n');
}

const count = (n: number) => n.toLocaleString('en-US');

/** Breaks a paragraph into lines of at most `width` characters (words are never split). */
function wrap(text: string, width = 105): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** Notes on the big-market rows: what the data was and how large the answers were. */
function datasetNotes(dataset: BigMarketSummary, results: ScenarioResult[]): string {
  const sizes = results
    .filter((r) => r.name.startsWith('transactions list'))
    .map((r) => {
      const window = /\((.*)\)/.exec(r.name)?.[1] ?? '';
      const rows = dataset.windowRows[window];
      const kb = count(Math.round(r.averageResponseBytes / 1024));
      const size = `${kb} KB per response${rows === undefined ? '' : ` (${count(rows)} transactions)`}`;
      return `${r.name}: ${size}, ${count(r.responses)} responses in ${r.durationSeconds.toFixed(0)} s`;
    });
  const intro =
    `Checkout submit, the transactions lists and the reports run on PostgreSQL only, after the common scenarios, ` +
    `against '${dataset.marketName}' grown to ${count(dataset.transactions)} transactions ` +
    `(${count(dataset.generatedTransactions)} generated, the rest from the demo seed) of ` +
    `${count(dataset.vendors)} vendors, ${dataset.firstDate} to ${dataset.lastDate}, with ` +
    `${count(dataset.transactionTokens)} transaction_tokens rows and ${count(dataset.ledgerEntries)} ` +
    `token_ledger entries. bench/big-market.ts generated them server-side (INSERT … SELECT over ` +
    `generate_series, then ANALYZE) in ${dataset.seconds.toFixed(1)} s.`;
  return [
    wrap(intro),
    '',
    '- checkout submit: every request books the same vendor (no history) on a new market date from',
    '  2030-01-01 on, with one token line and its own Idempotency-Key; 201 expected.',
    "- transactions lists: the /transactions page's request (market, date range ending today,",
    '  sort_by=market_date DESC); warmed up with one request per connection, autocannon timeout 60 s.',
    "- reports: the /reports page's request for the market (GET /market-managers/reports), over two",
    '  years in the total view and over four weeks in the detail view (at most 10,000 rows).',
    ...sizes.map((line) => `- ${line}`),
    ...reportNotes(results),
    '',
  ].join('\n');
}

/** The reports page's request over the big market, against its 300 ms p95 target. */
function reportNotes(results: ScenarioResult[]): string[] {
  return results
    .filter((r) => r.name.startsWith('report'))
    .map((r) => {
      const verdict = r.latencyP95Ms < REPORT_P95_TARGET_MS ? 'meets' : 'MISSES';
      const kb = count(Math.round(r.averageResponseBytes / 1024));
      const line =
        `- ${r.name}: p95 ${r.latencyP95Ms} ms with ${r.connections} connection(s) ${verdict} the ` +
        `${REPORT_P95_TARGET_MS} ms target; ${kb} KB per response, ${count(r.responses)} responses in ` +
        `${r.durationSeconds.toFixed(0)} s.`;
      return wrap(line).replaceAll('\n', '\n  ');
    });
}

/** What the errors column is made of, for every row that has errors. */
function errorNotes(results: ScenarioResult[]): string {
  const lines = results
    .filter((r) => r.errors > 0)
    .map((r) => {
      const statuses = Object.entries(r.statusCodes)
        .map(([code, n]) => `${code} × ${count(n)}`)
        .join(', ');
      return `- ${r.name} errors: answers by status ${statuses || 'none'}; ${count(r.timeouts)} timeouts.`;
    });
  return lines.length ? `\n${lines.join('\n')}\n` : '';
}

function laneSection(lane: LaneReport): string {
  if (lane.error) return `## ${lane.name}\n\nLane failed: ${lane.error}\n`;
  const notes = lane.dataset ? `\n${datasetNotes(lane.dataset, lane.results)}` : '';
  return `## ${lane.name}\n\n${table(lane.results)}\n${errorNotes(lane.results)}${notes}`;
}

export function renderMarkdown(report: BenchReport): string {
  const { machine, settings } = report;
  const baseline = report.baseline ? table([report.baseline]) : 'Baseline did not run.';
  return [
    '# Marketday API benchmarks',
    '',
    'Generated by `npm run bench` (bench/run.ts); overwritten on every run. Numbers are only comparable',
    'with the bare Fastify baseline measured on the same machine in the same run. autocannon runs in the',
    'same machine as the server, so both compete for the CPU cores. Login is CPU-bound by design (argon2id).',
    '',
    `- Date: ${report.date}`,
    `- Machine: ${machine.cores} cores, ${machine.cpuModel}, ${machine.totalMemoryGiB} GiB RAM, ${machine.os}`,
    `- Node: ${machine.node}`,
    ...(machine.loadAverage
      ? [`- Load average at the start (1, 5, 15 min): ${machine.loadAverage.join(', ')}`]
      : []),
    `- Settings: ${settings.duration} s per scenario after a ${settings.warmup} s warm-up; ` +
      `${settings.connections} connections (login: ${settings.loginConnections}, ` +
      `transactions lists: at most ${settings.listConnections})`,
    '',
    '## Baseline',
    '',
    baseline,
    '',
    ...report.lanes.map(laneSection),
  ].join('\n');
}

/** Writes RESULTS.md and results.json next to this file and prints the tables. */
export async function writeReport(report: BenchReport, dir: string): Promise<void> {
  const markdown = renderMarkdown(report);
  await writeFile(path.join(dir, 'RESULTS.md'), markdown);
  await writeFile(path.join(dir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.info(`\n${markdown}`);
}
