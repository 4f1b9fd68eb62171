import {
  FMPP_MEASURES,
  type FmppRow,
  type FunderDayRow,
  type FunderFiguresRecord,
  type FunderFormat,
  type FunderReportRecord,
  type ProgramReportQuerySchema,
  percentOf,
  type ShopperCountMethod,
  type TokenFloatMethod,
  type TokenProgram,
} from '@marketday/shared';
import type { z } from 'zod';
import type { Database, ManagerKey } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import {
  checkoutsPerDay,
  dayReports,
  type FunderFilter,
  type FunderTokenRow,
  floatPerDay,
  marketTokens,
  ownedMarketName,
  redeemedPerDay,
} from './funder-reports.repository';

export type ParsedFunderReportQuery = z.output<typeof ProgramReportQuerySchema>;

// One market day as the three sources tell it, before it is added into a day's, a month's or a period's figures.
type Day = {
  date: string;
  vendors: Set<string>;
  incentiveVendors: Set<string>;
  grossSalesCents: number;
  shopperCount: number | null;
  shopperCountMethod: ShopperCountMethod | null;
  newSnapCustomers: number | null;
  snapTransactions: number | null;
  snapCents: number | null;
  incentiveTransactions: number | null;
  incentiveDistributedCents: number | null;
  creditTransactions: number | null;
  creditCents: number | null;
  snapRedeemedCents: number;
  incentiveRedeemedCents: number;
  creditRedeemedCents: number;
  tokensIssued: number;
  tokensRedeemed: number;
};

// The float's day: per method, the dollars taken (issues less refunds) and the shopper transactions issued to.
type FloatDay = {
  net: Map<TokenFloatMethod, number>;
  shoppers: Map<TokenFloatMethod, number>;
  issued: Map<string, number>;
};

const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/** Null when no part is known; else the sum of the known parts. */
function sumKnown(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

/** Every market day of the range with what each source holds for it, oldest first. */
async function loadDays(db: Database, filter: FunderFilter): Promise<Day[]> {
  const [tokens, checkouts, redeemed, float, reports] = await Promise.all([
    marketTokens(db, filter.marketId),
    checkoutsPerDay(db, filter),
    redeemedPerDay(db, filter),
    floatPerDay(db, filter),
    dayReports(db, filter),
  ]);
  const tokenById = new Map<string, FunderTokenRow>(tokens.map((t) => [t.id, t]));

  const floatDays = new Map<string, FloatDay>();
  for (const row of float) {
    let day = floatDays.get(row.market_date);
    if (!day) {
      day = { net: new Map(), shoppers: new Map(), issued: new Map() };
      floatDays.set(row.market_date, day);
    }
    const sign = row.kind === 'ISSUE' ? 1 : -1;
    day.net.set(row.method, (day.net.get(row.method) ?? 0) + sign * row.amount);
    if (row.kind === 'ISSUE') {
      day.shoppers.set(row.method, (day.shoppers.get(row.method) ?? 0) + row.shoppers);
      add(day.issued, row.token_id, row.count);
    }
  }
  const reportByDate = new Map(reports.map((r) => [r.market_date, r]));

  const days = new Map<string, Day>();
  const dayOf = (date: string): Day => {
    let day = days.get(date);
    if (!day) {
      day = {
        date,
        vendors: new Set(),
        incentiveVendors: new Set(),
        grossSalesCents: 0,
        shopperCount: null,
        shopperCountMethod: null,
        newSnapCustomers: null,
        snapTransactions: null,
        snapCents: null,
        incentiveTransactions: null,
        incentiveDistributedCents: null,
        creditTransactions: null,
        creditCents: null,
        snapRedeemedCents: 0,
        incentiveRedeemedCents: 0,
        creditRedeemedCents: 0,
        tokensIssued: 0,
        tokensRedeemed: 0,
      };
      days.set(date, day);
    }
    return day;
  };

  for (const row of checkouts) {
    const day = dayOf(row.market_date);
    day.vendors.add(row.vendor_id);
    day.grossSalesCents += row.gross;
  }
  for (const row of redeemed) {
    const day = dayOf(row.market_date);
    day.tokensRedeemed += row.count;
    if (row.program === 'SNAP') day.snapRedeemedCents += row.value;
    if (row.program === 'CREDIT_CARD') day.creditRedeemedCents += row.value;
    if (row.program === 'INCENTIVE') {
      day.incentiveRedeemedCents += row.value;
      day.incentiveVendors.add(row.vendor_id);
    }
  }

  for (const date of new Set([...floatDays.keys(), ...reportByDate.keys()])) {
    const day = dayOf(date);
    const floatDay = floatDays.get(date);
    const report = reportByDate.get(date);
    // The one-truth rule (docs/product.md §16, §21): a day with any float entry counts the float's issues; a day
    // without one, its day report's tokens distributed.
    const issued = floatDay
      ? floatDay.issued
      : new Map((report?.tokens_distributed ?? []).map((d) => [d.token_id, d.count] as const));
    const issuedValue = (program: TokenProgram) => {
      let cents = 0;
      for (const [tokenId, count] of issued) {
        const token = tokenById.get(tokenId);
        if (token?.program === program) cents += count * token.per_dollar_value_cents;
      }
      return cents;
    };
    // A day report may name a token since erased (it had no checkouts): it is no token of the market's any more.
    for (const [tokenId, count] of issued) if (tokenById.has(tokenId)) day.tokensIssued += count;
    // What the float says of a method: its figure on a float day; the value of the day report's tokens otherwise.
    const dollars = (method: TokenFloatMethod, program: TokenProgram) =>
      floatDay ? (floatDay.net.get(method) ?? 0) : issuedValue(program);
    const transactions = (method: TokenFloatMethod) =>
      floatDay ? (floatDay.shoppers.get(method) ?? 0) : null;

    // A day report's own figure wins when it holds one.
    day.shopperCount = report?.shopper_count ?? null;
    day.shopperCountMethod = report?.shopper_count_method ?? null;
    day.newSnapCustomers = report?.new_snap_customers ?? null;
    day.snapTransactions = report?.snap_transactions ?? transactions('EBT');
    day.snapCents = report?.snap_cents ?? dollars('EBT', 'SNAP');
    day.incentiveTransactions = report?.incentive_transactions ?? transactions('MATCH');
    day.incentiveDistributedCents = report?.incentive_cents ?? dollars('MATCH', 'INCENTIVE');
    day.creditTransactions = transactions('CARD');
    day.creditCents = dollars('CARD', 'CREDIT_CARD');
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** What some market days add up to: each vendor counted once, a figure no day holds left unknown. */
function figuresOf(days: Day[]): FunderFiguresRecord {
  const sum = (pick: (d: Day) => number) => days.reduce((total, d) => total + pick(d), 0);
  const known = (pick: (d: Day) => number | null) => sumKnown(days.map(pick));
  return {
    marketDays: days.length,
    vendors: new Set(days.flatMap((d) => [...d.vendors])).size,
    incentiveVendors: new Set(days.flatMap((d) => [...d.incentiveVendors])).size,
    grossSalesCents: sum((d) => d.grossSalesCents),
    shopperCount: known((d) => d.shopperCount),
    newSnapCustomers: known((d) => d.newSnapCustomers),
    snapTransactions: known((d) => d.snapTransactions),
    snapCents: known((d) => d.snapCents),
    incentiveTransactions: known((d) => d.incentiveTransactions),
    incentiveDistributedCents: known((d) => d.incentiveDistributedCents),
    creditTransactions: known((d) => d.creditTransactions),
    creditCents: known((d) => d.creditCents),
    snapRedeemedCents: sum((d) => d.snapRedeemedCents),
    incentiveRedeemedCents: sum((d) => d.incentiveRedeemedCents),
    creditRedeemedCents: sum((d) => d.creditRedeemedCents),
    tokensIssued: sum((d) => d.tokensIssued),
    tokensRedeemed: sum((d) => d.tokensRedeemed),
  };
}

/** The same calendar date a year before; 29 February falls on the 28th. */
export function yearBefore(date: string): string {
  const [year, month, day] = date.split('-');
  const previous = String(Number(year) - 1).padStart(4, '0');
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const shifted = month === '02' && day === '29' && !leap(Number(previous)) ? '28' : day;
  return `${previous}-${month}-${shifted}`;
}

export async function buildFunderReport({
  db,
  managerId,
  format,
  query,
}: ManagerKey & { format: FunderFormat; query: ParsedFunderReportQuery }): Promise<FunderReportRecord> {
  const filter: FunderFilter = {
    managerId,
    marketId: query.market_id,
    startDate: query.start_date,
    endDate: query.end_date,
  };
  // Another manager's market is not found, never an empty report of it.
  const market = await ownedMarketName(db, filter);
  if (market === null) throw notFound();
  const range = { market, startDate: filter.startDate, endDate: filter.endDate };
  const days = await loadDays(db, filter);
  const dayRows = (): FunderDayRow[] =>
    days.map((d) => ({ market, date: d.date, shopperCountMethod: d.shopperCountMethod, ...figuresOf([d]) }));

  switch (format) {
    case 'fm-tracks':
      return { format, ...range, rows: dayRows() };
    case 'dufb':
      return { format, ...range, rows: dayRows() };
    case 'market-match': {
      const months = [...new Set(days.map((d) => d.date.slice(0, 7)))];
      const rows = months.map((month) => ({
        market,
        month,
        ...figuresOf(days.filter((d) => d.date.startsWith(month))),
      }));
      return { format, ...range, rows };
    }
    case 'gusnip':
      return { format, ...range, rows: [{ ...range, ...figuresOf(days) }] };
    case 'fmpp': {
      const baselineFilter = {
        ...filter,
        startDate: yearBefore(filter.startDate),
        endDate: yearBefore(filter.endDate),
      };
      const baseline = figuresOf(await loadDays(db, baselineFilter));
      const final = figuresOf(days);
      const rows: FmppRow[] = FMPP_MEASURES.map(({ measure, unit, value }) => ({
        market,
        measure,
        unit,
        baselineStart: baselineFilter.startDate,
        baselineEnd: baselineFilter.endDate,
        finalStart: filter.startDate,
        finalEnd: filter.endDate,
        baseline: value(baseline),
        final: value(final),
        changePercent: percentChange(value(baseline), value(final)),
      }));
      return { format, ...range, rows };
    }
  }
}

/** (final − baseline) / baseline × 100 to one decimal; unknown when the baseline is 0 or either is unknown. */
export function percentChange(baseline: number | null, final: number | null): number | null {
  if (final === null || baseline === null) return null;
  return percentOf(final - baseline, baseline);
}
