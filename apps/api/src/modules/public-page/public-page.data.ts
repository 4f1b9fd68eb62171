import {
  formatTimeIn,
  INTL_LOCALE,
  isInSeason,
  isPublicSlug,
  isYearRound,
  type Locale,
  PRODUCT_CATEGORY_LABELS,
  type Season,
  seasonLabel,
  seasonRuns,
  summarizeSeasonality,
  TOKEN_PROGRAM_LABELS,
  type TokenProgram,
  todayAtMarket,
  tokenProgramLabel,
  VENDOR_TYPE_LABELS,
  WEEKDAY_PLURAL,
  YEAR_ROUND_LABEL,
  YEAR_ROUND_MONTH,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { translateEnglish } from '../../lib/i18n/translate';
import type { CalendarMarket } from '../calendars';
import { marketDaysAhead } from '../season';
import { type MarketEvent, marketEvents } from './market-events';
import { publicPageMessages } from './page-language';
import {
  acceptedTokens,
  type DirectoryRow,
  directoryRows,
  enabledMarketBySlug,
  type PublicMarketRow,
} from './public-page.repository';

// Everything the public page shows, as plain labels, and nothing else (docs/product.md §18): the HTML is
// rendered from this object only, and a test lists its keys, so a new field is a visible decision. The labels are
// in the reader's language (English unless told); what the market and its vendors wrote stays as they wrote it.

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

/** 'Saturday, November 28' (with the year when it is not this year's), for a market date 'YYYY-MM-DD'; in
 * Spanish 'sábado, 28 de noviembre'. */
export function marketDayLabel(iso: string, today: string, locale: Locale = 'en'): string {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(iso.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

// A month's name in `locale`, 1 (January) to 12: 'mayo', or short with a capital as the web's month picker
// writes it ('Ene', 'Sept').
function monthName(month: number, width: 'long' | 'short', locale: Locale): string {
  const name = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 1)),
  );
  return width === 'short' ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}

// 'Year-round', 'May – October' (shared seasonLabel, word for word in English); 'Todo el año', 'mayo – octubre'.
function seasonText(season: Season, locale: Locale): string {
  if (locale === 'en' || season.start === YEAR_ROUND_MONTH)
    return translateEnglish(seasonLabel(season), locale);
  return `${monthName(season.start + 1, 'long', locale)} – ${monthName(season.end + 1, 'long', locale)}`;
}

// 'Jun–Sep' (shared summarizeSeasonality in English); 'Jun–Sept', 'Todo el año'.
function seasonalityText(months: readonly number[], locale: Locale): string {
  const runs = seasonRuns(months);
  if (locale === 'en' || isYearRound(months) || runs.length === 0)
    return translateEnglish(isYearRound(months) ? YEAR_ROUND_LABEL : summarizeSeasonality(months), locale);
  const short = (month: number) => monthName(month, 'short', locale);
  return runs
    .map(({ start, end }) => (start === end ? short(start) : `${short(start)}–${short(end)}`))
    .join(', ');
}

// 'SNAP', 'Incentive: Market Match': the program's name said in `locale`, the manager's name for it as written.
function programText(token: { program: TokenProgram; program_name: string | null }, locale: Locale): string {
  if (locale === 'en') return tokenProgramLabel(token);
  const label = translateEnglish(TOKEN_PROGRAM_LABELS[token.program], locale);
  return token.program === 'INCENTIVE' && token.program_name ? `${label}: ${token.program_name}` : label;
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
  locale = 'en',
}: {
  db: Database;
  slug: string;
  appUrl: string;
  now: Date;
  locale?: Locale;
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
      weekday: translateEnglish(WEEKDAY_PLURAL[row.day_of_week], locale),
      hours: `${formatTimeIn(row.hours_start, locale)} – ${formatTimeIn(row.hours_end, locale)}`,
      season: seasonText(season, locale),
      address,
      mapUrl: address ? `${MAP_SEARCH}${encodeURIComponent(address)}` : null,
      rules: row.public_rules?.trim() || null,
      nextMarketDays: days,
      events: marketEvents({ market: calendar, days: ahead.slice(0, NEXT_EVENTS) }),
      today,
      seasonNote:
        inSeason || !days[0]
          ? null
          : publicPageMessages(locale)('outOfSeason', { date: marketDayLabel(days[0], today, locale) }),
      accepted: tokens.map((token) => ({ name: token.name, program: programText(token, locale) })),
    },
  };
}

/** Directory rows (one per product) grouped into vendors, in the rows' order, with the labels people read. */
export function directoryOf(rows: readonly DirectoryRow[], locale: Locale = 'en'): PublicVendor[] {
  const byId = new Map<string, PublicVendor>();
  for (const row of rows) {
    let vendor = byId.get(row.vendor_id);
    if (!vendor) {
      vendor = {
        businessName: row.business_name,
        type: translateEnglish(VENDOR_TYPE_LABELS[row.type], locale),
        products: [],
      };
      byId.set(row.vendor_id, vendor);
    }
    if (row.product_name && row.category) {
      vendor.products.push({
        name: row.product_name,
        category: translateEnglish(PRODUCT_CATEGORY_LABELS[row.category] ?? row.category, locale),
        seasonality: row.seasonality?.length ? seasonalityText(row.seasonality, locale) : null,
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
  locale?: Locale;
}): Promise<PublicPage | null> {
  const loaded = await loadPublicMarket(args);
  if (!loaded) return null;
  return {
    market: loaded.market,
    vendors: directoryOf(await directoryRows(args.db, loaded.id), args.locale),
  };
}
