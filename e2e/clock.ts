// Browser journeys run on a pinned clock: the server's clock starts at one instant (TEST_CLOCK_START) and each
// browser context starts at the server's time, so the demo seed and the page agree on "today" at any hour.

export const MARKET_ZONE = 'America/Los_Angeles';
const HOUR_MS = 3_600_000;

function hourIn(timeZone: string, instant: number): number {
  const text = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
    instant,
  );
  return Number(text);
}

/** The instant nearest to `now` at which the wall clock in `timeZone` reads `hour`:00. */
export function nearestHourIn(timeZone: string, hour: number, now = Date.now()): Date {
  const base = Math.floor(now / HOUR_MS) * HOUR_MS;
  let best: number | null = null;
  for (let k = -26; k <= 26; k += 1) {
    const t = base + k * HOUR_MS;
    if (hourIn(timeZone, t) !== hour) continue;
    if (best === null || Math.abs(t - now) < Math.abs(best - now)) best = t;
  }
  if (best === null) throw new Error(`No ${hour}:00 in ${timeZone} near ${new Date(now).toISOString()}`);
  return new Date(best);
}

/**
 * E2E_CLOCK picks the pinned instant: `market-noon` (default, 12:00 at the demo market) or `utc-0100` (01:00 UTC,
 * when the market's date and UTC's differ). Near the real time, so cookies the page sets stay valid.
 */
export function pinnedClockStart(choice = process.env.E2E_CLOCK ?? 'market-noon'): string {
  if (choice === 'utc-0100') return nearestHourIn('UTC', 1).toISOString();
  if (choice === 'market-noon') return nearestHourIn(MARKET_ZONE, 12).toISOString();
  throw new Error(`E2E_CLOCK must be market-noon or utc-0100, not ${choice}`);
}
