import type { DayAhead, MarketAhead } from '../season';
import type { MarketDayEvent } from './ics';

// A market's dates in the calendars (docs/season.md "Calendars"); the dates themselves are the season's
// (marketDaysAhead: from today at the market for the next twelve months).

export type CalendarMarket = MarketAhead & {
  name: string;
  hours_start: string;
  hours_end: string;
  address: string | null;
};

/** The events of a calendar feed: the open dates only (a cancelled date is removed, an extra one is there). */
export function marketDayEvents({
  market,
  days,
  uidPrefix,
  host,
  url,
}: {
  market: CalendarMarket;
  days: readonly DayAhead[];
  uidPrefix: string;
  host: string;
  url: string | null;
}): MarketDayEvent[] {
  return days
    .filter((day) => day.status !== 'CANCELLED')
    .map((day) => ({
      uid: `${uidPrefix}-${market.id}-${day.date}@${host}`,
      date: day.date,
      start: market.hours_start,
      end: market.hours_end,
      timeZone: market.time_zone,
      summary: market.name,
      location: market.address,
      description: day.status === 'EXTRA' ? `Extra market day${day.note ? `: ${day.note}` : ''}` : null,
      url,
    }));
}

/** '123 Main St, Suite 2, Davis, CA 95616', or null when the market gave no address. */
export function addressLine(parts: {
  street: string | null;
  street_2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
}): string | null {
  const place = [parts.city, [parts.state, parts.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [parts.street, parts.street_2, place].filter((part): part is string => Boolean(part?.trim()));
  return lines.length > 0 ? lines.join(', ') : null;
}
