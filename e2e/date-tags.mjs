// The far-zone lane (scripts/test.mjs) runs only the journeys tagged DATE_TAG. This check keeps that lane honest:
// a spec that touches dates, clocks or "today" must tag every one of its tests, so none can silently skip it.
// `node e2e/date-tags.mjs` prints what is missing and exits 1; docs/decisions/030-test-suite-time.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DATE_TAG = '@dates';

// What makes a journey's outcome depend on the date: the clock helpers, Date arithmetic, the words for days,
// written dates, and the statuses that come from them (a trial, a document's expiry).
const DATE_SIGNS = [
  // Not syncClock: every journey's browser is set to the server's time by the fixture, and a spec that calls it for
  // a second browser context only keeps that context the same (products.spec.ts); a date it then reads shows in
  // one of the other signs.
  /\b(marketDateText|marketWeekday|serverNow|MARKET_ZONE|nearestHourIn|pinnedClockStart)\b/,
  /\b(setFixedTime|setSystemTime)\b|\bclock\.install\b|x-test-clock|\/test\/clock\/advance|['"`]\/test\/clock['"`]/,
  /\bnew Date\(|\bDate\.(UTC|parse)\(|\bDate\.now\(\)(?!\.toString\(36\))/,
  /\b(today|tomorrow|yesterday|tonight)\b/i,
  /\bIntl\.DateTimeFormat\b|\.toLocale(Date|Time)?String\(|\.get(UTC)?(Date|Day|Month|FullYear|Hours)\(/,
  /\b\d{2}\/\d{2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/,
  /\bexpir(y|es|ed|ing|ation)\b|\btrial\b|\bpast due\b|\bdue soon\b|\bPAST_DUE\b|\bDUE_SOON\b/i,
];

// Every test declaration with its options: test('…', { tag: … }, …) or test.describe('…', { tag: … }, …).
const DECLARATION =
  /\btest(?:\.describe)?(?:\.(?:only|skip|fixme|fail|serial))?\(\s*(['"`])(?:(?!\1).)*\1\s*,\s*(\{[^}]*\})?/g;

/** What in a spec touches dates: the first text each sign finds. */
export function datesTouched(source) {
  return DATE_SIGNS.flatMap((sign) => source.match(sign)?.[0] ?? []);
}

/** The tests of a spec that lack the tag, by title. */
export function untagged(source) {
  const missing = [];
  for (const match of source.matchAll(DECLARATION)) {
    if (!match[2]?.includes(`'${DATE_TAG}'`)) missing.push(match[0].slice(0, 80));
  }
  return missing;
}

function check(dir) {
  let failures = 0;
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const signs = datesTouched(source);
    if (signs.length === 0) continue;
    const missing = untagged(source);
    if (missing.length === 0) continue;
    failures += 1;
    console.error(
      `✖ ${file} touches dates (${signs.map((s) => JSON.stringify(s)).join(', ')}) but these lack { tag: '${DATE_TAG}' }:`,
    );
    for (const title of missing) console.error(`    ${title}`);
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failures = check(path.join(import.meta.dirname, 'tests'));
  if (failures > 0) process.exit(1);
  console.info(`✔ every spec that touches dates tags its tests ${DATE_TAG}`);
}
