import {
  REPORT_DETAIL_ROW_LIMIT,
  type ReportQuerySchema,
  type ReportRecord,
  type ReportTokenRecord,
  VENDOR_TYPES,
} from '@marketday/shared';
import type { z } from 'zod';
import type { ManagerKey } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { totalGroups } from './report-groups';
import { incomeOf, marketDay, mergeNights } from './report-nights';
import { byKind, detailRow, type FigureKinds, figures } from './report-rows';
import {
  dayReportFigures,
  detailRows,
  type FigureRow,
  figureGroups,
  groupKind,
  managerTokens,
  marketNames,
  nightIncome,
  ownsMarket,
  type ReportFilter,
  type TokenFigureRow,
  type TokenInfoRow,
  tokenGroups,
} from './reports.repository';

export type ParsedReportQuery = z.output<typeof ReportQuerySchema>;

// The report is built in cents; reports.mapper.ts turns it into the API's dollars at the route.

// The tokens handed in over the range, in the order the manager lists them.
function tokenTotals(rows: TokenFigureRow[], info: TokenInfoRow[]): ReportTokenRecord[] {
  const totals = new Map(rows.filter((r) => groupKind(r) === 'all').map((r) => [r.token_id, r]));
  return info
    .filter((k) => totals.has(k.id))
    .map((k) => ({
      tokenId: k.id,
      name: k.name,
      marketId: k.market_id,
      marketName: k.market_name,
      perDollarValueCents: k.per_dollar_value_cents,
      count: totals.get(k.id)?.count ?? 0,
      valueCents: totals.get(k.id)?.value ?? 0,
    }));
}

function series(kinds: FigureKinds): ReportRecord['series'] {
  const money = (r: FigureRow) => ({
    grossSalesCents: r.gross,
    marketFeesCents: r.market_fees,
    govFeesCents: r.gov_fees,
  });
  const types = new Map(kinds.vendorType.map((r) => [r.vendor_type, r]));
  return {
    byDay: kinds.day
      .map((r) => ({ marketDate: r.market_date as string, ...money(r) }))
      .sort((a, b) => a.marketDate.localeCompare(b.marketDate)),
    byVendorType: VENDOR_TYPES.flatMap((type) => {
      const row = types.get(type);
      return row ? [{ vendorType: type, ...money(row) }] : [];
    }),
  };
}

export async function buildReport({
  db,
  managerId,
  marketIds = null,
  query,
}: ManagerKey & {
  marketIds?: string[] | null;
  query: ParsedReportQuery;
}): Promise<ReportRecord> {
  // Another manager's market is not found, never an empty report of it.
  if (query.market_id && !(await ownsMarket(db, managerId, query.market_id))) throw notFound();
  const filter: ReportFilter = {
    managerId,
    marketIds,
    marketId: query.market_id,
    startDate: query.start_date,
    endDate: query.end_date,
    vendorType: query.vendor_type,
  };
  const isDetail = query.view_mode === 'detail';
  const [figureRows, tokenRows, details, reports, names, tokenList, filteredIncome] = await Promise.all([
    figureGroups(db, filter, query.view_mode),
    tokenGroups(db, filter, query.view_mode),
    isDetail ? detailRows(db, filter, REPORT_DETAIL_ROW_LIMIT) : Promise.resolve([]),
    dayReportFigures(db, filter),
    marketNames(db, managerId),
    managerTokens(db, managerId),
    // Without a vendor type the figures' night rows are already every vendor's income per night.
    filter.vendorType ? nightIncome(db, filter) : Promise.resolve(null),
  ]);
  const kinds = byKind(figureRows);
  const totals = figures(kinds.all[0], kinds.night.length);
  const incomes =
    filteredIncome ??
    kinds.night.map((r) => ({
      market_id: r.market_id as string,
      market_date: r.market_date as string,
      income: r.money_owed,
    }));
  const nights = mergeNights({ incomes, reports, names });
  const groups = isDetail
    ? { vendors: [], markets: [], days: [] }
    : await totalGroups({ db, kinds, tokens: tokenRows, marketNames: names });
  const rows = details.map(detailRow);
  return {
    query: {
      marketId: query.market_id ?? null,
      startDate: query.start_date,
      endDate: query.end_date,
      vendorType: query.vendor_type ?? null,
      viewMode: query.view_mode,
    },
    totals,
    tokens: tokenTotals(tokenRows, tokenList),
    income: incomeOf(nights),
    rows,
    truncated: isDetail && totals.transactions > rows.length,
    groups,
    marketDays: nights.map(marketDay),
    series: series(kinds),
  };
}
