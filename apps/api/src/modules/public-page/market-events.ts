import type { CalendarMarket } from '../calendars';

// The next market dates as schema.org Events (docs/season.md "Calendars"): start and end with the market's UTC
// offset on that date, so a search engine shows the right hour; a cancelled date stays, marked EventCancelled.

export type MarketEvent = { startDate: string; endDate: string; cancelled: boolean };

function offsetAt(instant: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT' alone is UTC; otherwise 'GMT-07:00'.
  return !name || name === 'GMT' ? '+00:00' : name.slice(3);
}

const offsetMs = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000;

/** '-07:00': the zone's offset at that wall-clock time, read a second time at the instant the first read gives
 * (the wall time taken as UTC can fall on the other side of a DST change, e.g. a Sunday morning market). */
export function zoneOffset({ date, time, timeZone }: { date: string; time: string; timeZone: string }) {
  const asUtc = new Date(`${date}T${time.slice(0, 5)}:00Z`);
  const first = offsetAt(asUtc, timeZone);
  return offsetAt(new Date(asUtc.getTime() - offsetMs(first)), timeZone);
}

const at = (date: string, time: string, timeZone: string) =>
  `${date}T${time.slice(0, 5)}${zoneOffset({ date, time, timeZone })}`;

export function marketEvents({
  market,
  days,
}: {
  market: CalendarMarket;
  days: readonly { date: string; status: string }[];
}): MarketEvent[] {
  return days.map((day) => ({
    startDate: at(day.date, market.hours_start, market.time_zone),
    endDate: at(day.date, market.hours_end, market.time_zone),
    cancelled: day.status === 'CANCELLED',
  }));
}
