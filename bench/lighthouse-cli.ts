// `npm run bench:lighthouse`: Lighthouse scores of a running server (BASE_URL, default http://localhost:3000),
// with each page's longest main-thread tasks; LIGHTHOUSE_SAVE_DIR=dir keeps each page's whole report there.
// LIGHTHOUSE_PAGE=checkout audits only the pages whose name contains it.
import { lighthouseScores } from './lighthouse';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const rows = await lighthouseScores(baseUrl);
const columns = [
  'page',
  'performance',
  'accessibility',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'siMs',
  'cls',
  'transferKb',
] as const;
const cells = [columns.map(String), ...rows.map((row) => columns.map((column) => String(row[column])))];
const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]?.length ?? 0)));
for (const line of cells) console.info(line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
for (const row of rows) {
  console.info(`\n${row.page}: longest tasks (4× CPU)`);
  for (const task of row.longTasks)
    console.info(`  ${task.durationMs} ms at ${task.startMs} ms  ${task.url}`);
}
