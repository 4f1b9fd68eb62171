import type { AccountingAccounts, AccountingExportQuerySchema, AccountingSystem } from '@marketday/shared';
import type { z } from 'zod';
import type { ManagerKey, ManagerMarket } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { booksDays, booksMarkets, findAccounts, saveAccounts } from './accounting.repository';
import { accountingCsv } from './accounting-csv';
import { accountsOf, buildJournals } from './accounting-journals';

export type ParsedAccountingQuery = z.output<typeof AccountingExportQuerySchema>;

/** The export of one market, or of every market the caller works; null names "every market". */
export async function buildBooks({
  db,
  managerId,
  marketIds,
  system,
  query,
}: ManagerKey & {
  marketIds: string[] | null;
  system: AccountingSystem;
  query: ParsedAccountingQuery;
}) {
  const markets = await booksMarkets(db, {
    managerId,
    marketId: query.market_id ?? null,
    marketIds,
    startDate: query.start_date,
    endDate: query.end_date,
  });
  // Another manager's market (or one a staff member does not work) is not found, never an empty file of it.
  if (query.market_id && markets.length === 0) throw notFound();
  const days = await booksDays(
    db,
    markets.map((market) => market.id),
    query.start_date,
    query.end_date,
  );
  return {
    marketName: query.market_id ? (markets[0]?.name ?? null) : null,
    csv: accountingCsv(system, buildJournals(markets, days)),
  };
}

export async function getAccounts(key: ManagerMarket): Promise<AccountingAccounts> {
  const stored = await findAccounts(key);
  if (stored === undefined) throw notFound();
  return accountsOf(stored);
}

export async function putAccounts(
  key: ManagerMarket & { accounts: AccountingAccounts; now: Date },
): Promise<AccountingAccounts> {
  if (!(await saveAccounts(key))) throw notFound();
  return key.accounts;
}
