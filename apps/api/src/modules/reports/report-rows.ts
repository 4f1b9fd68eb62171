import { centsToDollars, type ReportFigures, type ReportRow, type ReportTokenCount } from '@marketday/shared';
import {
  type DetailRow,
  type FigureRow,
  type GroupKind,
  groupKind,
  type TokenFigureRow,
} from './reports.repository';

// Rows of the database (cents) → rows of the contract (dollars).
const $ = centsToDollars;

export const NO_DIMENSIONS = {
  market_id: null,
  market_name: null,
  market_date: null,
  vendor_id: null,
  vendor_name: null,
  vendor_type: null,
} as const;

/** market_days: how many market nights the group spans (counted from the per-night rows). */
export function figures(row: FigureRow | undefined, marketDays: number): ReportFigures {
  return {
    transactions: row?.transactions ?? 0,
    market_days: marketDays,
    gross_sales: $(row?.gross ?? 0),
    market_fees: $(row?.market_fees ?? 0),
    gov_fees: $(row?.gov_fees ?? 0),
    token_value: $(row?.token_value ?? 0),
    money_owed: $(row?.owed ?? 0),
    paid_out: $(row?.paid_out ?? 0),
    net_owed: $(row?.net_owed ?? 0),
  };
}

export type FigureKinds = Record<GroupKind, FigureRow[]>;

export function byKind<T extends Parameters<typeof groupKind>[0]>(rows: T[]) {
  const groups: Record<GroupKind, T[]> = {
    vendor: [],
    night: [],
    market: [],
    day: [],
    vendorType: [],
    all: [],
  };
  for (const row of rows) groups[groupKind(row)].push(row);
  return groups;
}

/** Token counts of each group, looked up by the group's kind and id. */
export function tokensByGroup(rows: TokenFigureRow[]) {
  const map = new Map<string, ReportTokenCount[]>();
  for (const row of rows) {
    const key = `${groupKind(row)}:${row.vendor_id ?? row.market_id ?? row.market_date ?? ''}`;
    const list = map.get(key) ?? [];
    list.push({ token_id: row.token_id, count: row.count, value: $(row.value) });
    map.set(key, list);
  }
  return (kind: GroupKind, id: string) => map.get(`${kind}:${id}`) ?? [];
}

/** How many nights (one market's day) each market and each date has, from the per-night rows. */
export function nightCounts(nights: FigureRow[]) {
  const perMarket = new Map<string, number>();
  const perDate = new Map<string, number>();
  for (const n of nights) {
    perMarket.set(n.market_id as string, (perMarket.get(n.market_id as string) ?? 0) + 1);
    perDate.set(n.market_date as string, (perDate.get(n.market_date as string) ?? 0) + 1);
  }
  return {
    all: nights.length,
    market: (id: string) => perMarket.get(id) ?? 0,
    date: (date: string) => perDate.get(date) ?? 0,
  };
}

export function detailRow(d: DetailRow): ReportRow {
  return {
    transactions: 1,
    market_days: 1,
    gross_sales: $(d.gross),
    market_fees: $(d.market_fees),
    gov_fees: $(d.gov_fees),
    token_value: $(d.token_value),
    money_owed: $(Math.max(d.owed, 0)),
    paid_out: $(Math.max(-d.owed, 0)),
    net_owed: $(d.owed),
    market_id: d.market_id,
    market_name: d.market_name,
    market_date: d.market_date,
    vendor_id: d.vendor_id,
    vendor_name: d.vendor_name,
    vendor_type: d.vendor_type,
    tokens: d.tokens.map((t) => ({ token_id: t.token_id, count: t.count, value: $(t.value) })),
  };
}
