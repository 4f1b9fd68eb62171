import type { ReportRowRecord } from '@marketday/shared';
import type { Database } from '../../db/client';
import { type FigureKinds, figures, NO_DIMENSIONS, nightCounts, tokensByGroup } from './report-rows';
import { type TokenFigureRow, vendorNames } from './reports.repository';

const byText = (pick: (row: ReportRowRecord) => string | null) => (a: ReportRowRecord, b: ReportRowRecord) =>
  (pick(a) ?? '').localeCompare(pick(b) ?? '');

// Totals per vendor, per market and per day (the total view), each with its token counts, in cents.
export async function totalGroups({
  db,
  kinds,
  tokens,
  marketNames,
}: {
  db: Database;
  kinds: FigureKinds;
  tokens: TokenFigureRow[];
  marketNames: Map<string, string>;
}) {
  const tokensOf = tokensByGroup(tokens);
  const nights = nightCounts(kinds.night);
  const names = await vendorNames(
    db,
    kinds.vendor.map((r) => r.vendor_id as string),
  );
  const vendors = kinds.vendor.map((r): ReportRowRecord => {
    const id = r.vendor_id as string;
    return {
      ...NO_DIMENSIONS,
      // One checkout per market vendor per day: a vendor's checkouts are its market days.
      ...figures(r, r.transactions),
      vendorId: id,
      vendorName: names.get(id) ?? 'Unknown vendor',
      vendorType: r.any_vendor_type,
      tokens: tokensOf('vendor', id),
    };
  });
  const markets = kinds.market.map((r): ReportRowRecord => {
    const id = r.market_id as string;
    return {
      ...NO_DIMENSIONS,
      ...figures(r, nights.market(id)),
      marketId: id,
      marketName: marketNames.get(id) ?? 'Unknown market',
      tokens: tokensOf('market', id),
    };
  });
  const days = kinds.day.map(
    (r): ReportRowRecord => ({
      ...NO_DIMENSIONS,
      ...figures(r, nights.date(r.market_date as string)),
      marketDate: r.market_date,
      tokens: tokensOf('day', r.market_date as string),
    }),
  );
  return {
    vendors: vendors.sort(byText((r) => r.vendorName)),
    markets: markets.sort(byText((r) => r.marketName)),
    days: days.sort((a, b) => byText((r) => r.marketDate)(b, a)),
  };
}
