import {
  formatTime,
  isInSeason,
  isPublicSlug,
  PRODUCT_CATEGORY_LABELS,
  type Season,
  seasonLabel,
  summarizeSeasonality,
  todayAtMarket,
  tokenProgramLabel,
  VENDOR_TYPE_LABELS,
  WEEKDAY_PLURAL,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import type { CalendarMarket } from '../calendars';
import { marketDaysAhead } from '../season';
import { type MarketEvent, marketEvents } from './market-events';
import {
  acceptedTokens,
  type DirectoryRow,
  directoryRows,
  enabledMarketBySlug,
  type PublicMarketRow,
} from './public-page.repository';

// Everything the public page shows, as plain labels, and nothing else (docs/product.md §18): the HTML is
// rendered from this object only, and a test lists its keys, so a new field is a visible decision.

export type PublicMarket = {
  name: string;
  // Absolute: the canonical link, og:url and the poster's QR code.
  url: string;
  posterUrl: string;
  // The market's dates as an iCalendar feed ("Add to calendar").
  calendarUrl: string;
  weekday: string;
  hours: string;
  season: string;
  address: string | null;
  mapUrl: string | null;
  rules: string | null;
  // 'YYYY-MM-DD' at the market, the first one possibly today; cancelled dates left out, extra dates in.
  nextMarketDays: string[];
  // schema.org Event data of the next dates, a cancelled one marked so.
  events: MarketEvent[];
  today: string;
  // Said when the market is out of season today: when it is back.
  seasonNote: string | null;
  accepted: { name: string; program: string }[];
};

// seasonality: 'Jun–Sep', 'Year-round', or null when the vendor chose no months.
export type PublicProduct = { name: string; category: string; seasonality: string | null };
export type PublicVendor = { businessName: string; type: string; products: PublicProduct[] };
export type PublicPage = { market: PublicMarket; vendors: PublicVendor[] };

export const NEXT_MARKET_DAYS = 4;
export const NEXT_EVENTS = 8;
const MAP_SEARCH = 'https://www.openstreetmap.org/search?query=';

/** 'Saturday, November 28' (with the year when it is not this year's), for a market date 'YYYY-MM-DD'. */
export function marketDayLabel(iso: string, today: string): string {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(iso.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

function addressOf(row: PublicMarketRow): string | null {
  const place = [row.address_city, [row.state, row.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const parts = [row.street, row.street_2, place].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(', ') : null;
}

// `calendar`: what the market's .ics feed is drawn from.
export type LoadedMarket = { id: string; market: PublicMarket; calendar: CalendarMarket };

/** The market of an enabled public page, or null for any slug that is not one (invalid, unknown, turned off). */
export async function loadPublicMarket({
  db,
  slug,
  appUrl,
  now,
}: {
  db: Database;
  slug: string;
  appUrl: string;
  now: Date;
}): Promise<LoadedMarket | null> {
  if (!isPublicSlug(slug)) return null;
  const row = await enabledMarketBySlug(db, slug);
  if (!row) return null;
  const season: Season = { start: row.season_start, end: row.season_end };
  const today = todayAtMarket({ time_zone: row.time_zone }, now);
  const address = addressOf(row);
  const calendar: CalendarMarket = {
    id: row.id,
    name: row.name,
    day_of_week: row.day_of_week,
    season,
    time_zone: row.time_zone,
    hours_start: row.hours_start,
    hours_end: row.hours_end,
    address,
  };
  const ahead = await marketDaysAhead({ db, market: calendar, now });
  const days = ahead
    .filter((day) => day.status !== 'CANCELLED')
    .slice(0, NEXT_MARKET_DAYS)
    .map((day) => day.date);
  const inSeason = isInSeason({ season, month: Number(today.slice(5, 7)) - 1 });
  const url = `${appUrl.replace(/\/+$/, '')}/m/${row.public_slug}`;
  const tokens = await acceptedTokens(db, row.id);
  return {
    id: row.id,
    calendar,
    market: {
      name: row.name,
      url,
      posterUrl: `${url}/poster`,
      calendarUrl: `${url}/calendar.ics`,
      weekday: WEEKDAY_PLURAL[row.day_of_week],
      hours: `${formatTime(row.hours_start)} – ${formatTime(row.hours_end)}`,
      season: seasonLabel(season),
      address,
      mapUrl: address ? `${MAP_SEARCH}${encodeURIComponent(address)}` : null,
      rules: row.public_rules?.trim() || null,
      nextMarketDays: days,
      events: marketEvents({ market: calendar, days: ahead.slice(0, NEXT_EVENTS) }),
      today,
      seasonNote:
        inSeason || !days[0]
          ? null
          : `The market is out of season. It is back on ${marketDayLabel(days[0], today)}.`,
      accepted: tokens.map((token) => ({ name: token.name, program: tokenProgramLabel(token) })),
    },
  };
}

/** Directory rows (one per product) grouped into vendors, in the rows' order, with the labels people read. */
export function directoryOf(rows: readonly DirectoryRow[]): PublicVendor[] {
  const byId = new Map<string, PublicVendor>();
  for (const row of rows) {
    let vendor = byId.get(row.vendor_id);
    if (!vendor) {
      vendor = { businessName: row.business_name, type: VENDOR_TYPE_LABELS[row.type], products: [] };
      byId.set(row.vendor_id, vendor);
    }
    if (row.product_name && row.category) {
      vendor.products.push({
        name: row.product_name,
        category: PRODUCT_CATEGORY_LABELS[row.category] ?? row.category,
        seasonality: row.seasonality?.length ? summarizeSeasonality(row.seasonality) : null,
      });
    }
  }
  return [...byId.values()];
}

/** The whole page: the market and its vendor directory, or null when there is no such page. */
export async function loadPublicPage(args: {
  db: Database;
  slug: string;
  appUrl: string;
  now: Date;
}): Promise<PublicPage | null> {
  const loaded = await loadPublicMarket(args);
  if (!loaded) return null;
  return { market: loaded.market, vendors: directoryOf(await directoryRows(args.db, loaded.id)) };
}
