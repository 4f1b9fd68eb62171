import type { ReportFiguresRecord, ReportRowRecord, ReportTokenCountRecord } from '@marketday/shared';
import {
  type DetailRow,
  type FigureRow,
  type GroupKind,
  groupKind,
  type TokenFigureRow,
} from './reports.repository';

// Rows of the database → rows of the report, both in cents (reports.mapper.ts makes the dollars).

export const NO_DIMENSIONS = {
  marketId: null,
  marketName: null,
  marketDate: null,
  vendorId: null,
  vendorName: null,
  vendorType: null,
} as const;

/** market_days: how many market nights the group spans (counted from the per-night rows). */
export function figures(row: FigureRow | undefined, marketDays: number): ReportFiguresRecord {
  return {
    transactions: row?.transactions ?? 0,
    marketDays,
    grossSalesCents: row?.gross ?? 0,
    marketFeesCents: row?.market_fees ?? 0,
    govFeesCents: row?.gov_fees ?? 0,
    tokenValueCents: row?.token_value ?? 0,
    owedByVendorsCents: row?.owed ?? 0,
    paidToVendorsCents: row?.paid_to_vendors ?? 0,
    moneyOwedCents: row?.money_owed ?? 0,
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
  const map = new Map<string, ReportTokenCountRecord[]>();
  for (const row of rows) {
    const key = `${groupKind(row)}:${row.vendor_id ?? row.market_id ?? row.market_date ?? ''}`;
    const list = map.get(key) ?? [];
    list.push({ tokenId: row.token_id, count: row.count, valueCents: row.value });
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

export function detailRow(d: DetailRow): ReportRowRecord {
  return {
    transactions: 1,
    marketDays: 1,
    grossSalesCents: d.gross,
    marketFeesCents: d.market_fees,
    govFeesCents: d.gov_fees,
    tokenValueCents: d.token_value,
    owedByVendorsCents: Math.max(d.owed, 0),
    paidToVendorsCents: Math.max(-d.owed, 0),
    moneyOwedCents: d.owed,
    marketId: d.market_id,
    marketName: d.market_name,
    marketDate: d.market_date,
    vendorId: d.vendor_id,
    vendorName: d.vendor_name,
    vendorType: d.vendor_type,
    tokens: d.tokens.map((t) => ({ tokenId: t.token_id, count: t.count, valueCents: t.value })),
  };
}
