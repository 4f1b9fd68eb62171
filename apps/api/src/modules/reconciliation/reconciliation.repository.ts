import {
  type LedgerEntryType,
  noDayReportMessage,
  type ReconciliationDay,
  type ReconciliationDayToken,
  type ReconciliationWarning,
  returnedExceedsMessage,
  type TokenReconciliation,
  type TokenReconciliationSummary,
} from '@marketday/shared';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Database, ManagerMarket } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { dayReports, markets, tokens } from '../../db/schema';
import { dayTotals } from '../day-reports';
import { isManagersMarket } from '../markets';
import { tokenCountSql } from '../tokens';

type Flow = { tokenId: string; day: string; type: LedgerEntryType; delta: number };
type TokenRow = { id: string; name: string; perDollarValueCents: number; retired: boolean; count: number };

// A token's figures in cents; reconciliation.mapper.ts turns them into the API's dollars.
export type TokenReconciliationSummaryRecord = Omit<
  TokenReconciliationSummary,
  'per_dollar_value' | 'variance_value'
> & { perDollarValueCents: number; varianceValueCents: number };
export type TokenReconciliationRecord = Omit<TokenReconciliation, 'tokens'> & {
  tokens: TokenReconciliationSummaryRecord[];
};

// Ledger sums per token, day and entry type. An entry's day is its market date, or for entries without
// one (creation, deposits, corrections) the day it was written at the market.
async function ledgerFlows(
  db: Database,
  market: { id: string; timeZone: string },
  start: string,
  end: string,
) {
  const day = sql`coalesce(l.market_date, (l.created_at at time zone ${market.timeZone})::date)`;
  const result = await db.execute(sql`
    select l.token_id as "tokenId", ${day}::text as day, l.type::text as type, sum(l.delta)::int as delta
    from token_ledger l
    where l.market_id = ${market.id} and ${day} between ${start}::date and ${end}::date
    group by 1, 2, 3`);
  return rowsOf<Flow>(result).map((r) => ({ ...r, delta: Number(r.delta) }));
}

function sum(flows: Flow[], where: (f: Flow) => boolean) {
  return flows.filter(where).reduce((total, f) => total + f.delta, 0);
}

async function tokenReconciliation({
  db,
  market,
  start,
  end,
}: {
  db: Database;
  market: { id: string; timeZone: string };
  start: string;
  end: string;
}): Promise<TokenReconciliationRecord> {
  const [tokenRows, flows, reports] = await Promise.all([
    db
      .select({
        id: tokens.id,
        name: tokens.name,
        perDollarValueCents: tokens.perDollarValueCents,
        retired: sql<boolean>`${tokens.deletedAt} is not null`,
        count: tokenCountSql,
      })
      .from(tokens)
      .where(eq(tokens.marketId, market.id))
      .orderBy(asc(tokens.position), asc(tokens.createdAt)),
    ledgerFlows(db, market, start, end),
    db
      .select({ id: dayReports.id, date: dayReports.marketDate })
      .from(dayReports)
      .where(and(eq(dayReports.marketId, market.id), between(dayReports.marketDate, start, end))),
  ]);
  const reportByDate = new Map(reports.map((r) => [r.date, r.id]));
  const handedIn = await dayTotals({ db, marketId: market.id, dates: reports.map((r) => r.date) });
  const returnedOn = (date: string, tokenId: string) =>
    handedIn.returned(date).find((t) => t.token_id === tokenId)?.count ?? 0;
  const active = (token: TokenRow) => !token.retired || flows.some((f) => f.tokenId === token.id);
  const list = (tokenRows as TokenRow[]).filter(active);

  const summaries: TokenReconciliationSummaryRecord[] = list.map((token) => {
    const mine = flows.filter((f) => f.tokenId === token.id);
    const of = (type: LedgerEntryType) => sum(mine, (f) => f.type === type);
    const distributed = -of('WITHDRAW_FOR_MARKET');
    const redeemed = of('TRANSACTION');
    const returned = reports.reduce((total, r) => total + returnedOn(r.date, token.id), 0);
    const variance = distributed - redeemed;
    return {
      token_id: token.id,
      name: token.name,
      perDollarValueCents: token.perDollarValueCents,
      retired: Boolean(token.retired),
      created: of('CREATION'),
      deposited: of('DEPOSIT'),
      distributed,
      redeemed,
      returned,
      unreported: redeemed - returned,
      manual: of('MANUAL'),
      in_hand: Number(token.count),
      variance,
      varianceValueCents: variance * token.perDollarValueCents,
    };
  });

  // Market days: nights with a day report, tokens taken out or tokens redeemed.
  const marketFlows = flows.filter((f) => f.type === 'WITHDRAW_FOR_MARKET' || f.type === 'TRANSACTION');
  const dates = [...new Set([...reports.map((r) => r.date), ...marketFlows.map((f) => f.day)])]
    .sort()
    .reverse();
  const days: ReconciliationDay[] = dates.map((date) => {
    const reportId = reportByDate.get(date) ?? null;
    const rows: ReconciliationDayToken[] = [];
    const warnings: ReconciliationWarning[] = [];
    for (const token of list) {
      const onDay = marketFlows.filter((f) => f.tokenId === token.id && f.day === date);
      const distributed = -sum(onDay, (f) => f.type === 'WITHDRAW_FOR_MARKET');
      const redeemed = sum(onDay, (f) => f.type === 'TRANSACTION');
      const returned = reportId ? returnedOn(date, token.id) : null;
      if (distributed === 0 && redeemed === 0 && !returned) continue;
      rows.push({
        token_id: token.id,
        name: token.name,
        distributed,
        redeemed,
        returned,
        variance: distributed - redeemed,
      });
      if (returned !== null && returned > distributed) {
        warnings.push({
          token_id: token.id,
          kind: 'RETURNED_EXCEEDS_DISTRIBUTED',
          message: returnedExceedsMessage({ name: token.name, returned, distributed }),
        });
      }
      if (returned === null && redeemed > 0) {
        warnings.push({
          token_id: token.id,
          kind: 'NO_DAY_REPORT',
          message: noDayReportMessage({ name: token.name, redeemed }),
        });
      }
    }
    return { date, day_report_id: reportId, tokens: rows, warnings };
  });
  return { market_id: market.id, start_date: start, end_date: end, tokens: summaries, days };
}

// The reconciliation of the manager's own market; null for another account's market.
export async function managedTokenReconciliation({
  db,
  managerId,
  marketId,
  start,
  end,
}: ManagerMarket & {
  start: string;
  end: string;
}): Promise<TokenReconciliationRecord | null> {
  const [market] = await db
    .select({ id: markets.id, timeZone: markets.timeZone })
    .from(markets)
    .where(isManagersMarket({ managerId, marketId }));
  if (!market) return null;
  return tokenReconciliation({ db, market, start, end });
}
