import type { ReportRow } from '@marketday/shared';
import type { Database } from '../../db/client';
import { type FigureKinds, figures, NO_DIMENSIONS, nightCounts, tokensByGroup } from './report-rows';
import { type TokenFigureRow, vendorNames } from './reports.repository';

const byText = (pick: (row: ReportRow) => string | null) => (a: ReportRow, b: ReportRow) =>
  (pick(a) ?? '').localeCompare(pick(b) ?? '');

// Totals per vendor, per market and per day (the total view), each with its token counts.
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
  const vendors = kinds.vendor.map((r): ReportRow => {
    const id = r.vendor_id as string;
    return {
      ...NO_DIMENSIONS,
      // One checkout per market vendor per day: a vendor's checkouts are its market days.
      ...figures(r, r.transactions),
      vendor_id: id,
      vendor_name: names.get(id) ?? 'Unknown vendor',
      vendor_type: r.any_vendor_type,
      tokens: tokensOf('vendor', id),
    };
  });
  const markets = kinds.market.map((r): ReportRow => {
    const id = r.market_id as string;
    return {
      ...NO_DIMENSIONS,
      ...figures(r, nights.market(id)),
      market_id: id,
      market_name: marketNames.get(id) ?? 'Unknown market',
      tokens: tokensOf('market', id),
    };
  });
  const days = kinds.day.map(
    (r): ReportRow => ({
      ...NO_DIMENSIONS,
      ...figures(r, nights.date(r.market_date as string)),
      market_date: r.market_date,
      tokens: tokensOf('day', r.market_date as string),
    }),
  );
  return {
    vendors: vendors.sort(byText((r) => r.vendor_name)),
    markets: markets.sort(byText((r) => r.market_name)),
    days: days.sort((a, b) => byText((r) => r.market_date)(b, a)),
  };
}
