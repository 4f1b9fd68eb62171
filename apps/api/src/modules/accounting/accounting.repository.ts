import type { AccountingAccounts } from '@marketday/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, ManagerMarket } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { markets } from '../../db/schema';

// The books' SQL (docs/product.md §22): the markets an export covers with their chart-of-accounts mapping, and
// each market day's money by kind, summed in cents by the database.

export type BooksMarketRow = { id: string; name: string; accounts: AccountingAccounts | null };

export type BooksFilter = {
  managerId: string;
  /** One market, or null for every market of the account … */
  marketId: string | null;
  /** … that the caller works (null: the owner, every market). */
  marketIds: string[] | null;
  startDate: string;
  endDate: string;
};

/** The markets of the export, in name order; another manager's market is not among them. */
export async function booksMarkets(db: Database, filter: BooksFilter) {
  const one = filter.marketId ? sql`and id = ${filter.marketId}` : sql``;
  const mine =
    filter.marketIds === null
      ? sql``
      : filter.marketIds.length === 0
        ? sql`and false`
        : sql`and id in (${sql.join(
            filter.marketIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const result = await db.execute(sql`
    select id, name, accounting_accounts as accounts
      from markets
     where manager_id = ${filter.managerId} ${one} ${mine}
     order by name, id`);
  return rowsOf<BooksMarketRow>(result);
}

/** One market day's money by kind, in cents; a kind the day had none of is 0. */
export type BooksDayRow = {
  market_id: string;
  date: string;
  market_fee_cents: number;
  gov_fee_cents: number;
  token_cents: number;
  charge_cents: number;
  paid_in_cents: number;
  paid_out_cents: number;
  issued_cents: number;
  refunded_cents: number;
};

// Each source summed per market and date in the range, then joined on (market, date): a day with only a payment
// or only tokens sold is a day of the books too.
export async function booksDays(db: Database, marketIds: string[], startDate: string, endDate: string) {
  if (marketIds.length === 0) return [];
  const markets = sql.join(
    marketIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with
    checkouts as (
      select market_id, market_date as date, sum(market_fee_cents) as fee,
             sum(gov_fee_cents) as gov, sum(token_total_cents) as tokens
        from transactions
       where market_id in (${markets}) and market_date between ${startDate}::date and ${endDate}::date
       group by market_id, market_date),
    charges as (
      select market_id, date, sum(amount_cents) as amount
        from vendor_charges
       where market_id in (${markets}) and date between ${startDate}::date and ${endDate}::date
       group by market_id, date),
    payments as (
      select market_id, paid_on as date,
             sum(case when amount_cents > 0 then amount_cents else 0 end) as paid_in,
             sum(case when amount_cents < 0 then -amount_cents else 0 end) as paid_out
        from vendor_payments
       where market_id in (${markets}) and paid_on between ${startDate}::date and ${endDate}::date
       group by market_id, paid_on),
    float as (
      select market_id, market_date as date,
             sum(case when kind = 'ISSUE' then amount_cents else 0 end) as issued,
             sum(case when kind = 'REFUND' then amount_cents else 0 end) as refunded
        from token_float_entries
       where market_id in (${markets}) and market_date between ${startDate}::date and ${endDate}::date
       group by market_id, market_date),
    -- The one truth for tokens sold (docs/product.md §20): a day without float entries sold what its day report
    -- distributed, at the token's value.
    reported as (
      select r.market_id, r.market_date as date, sum(d.count::bigint * k.per_dollar_value_cents) as issued
        from day_reports r
       cross join lateral jsonb_to_recordset(r.tokens_distributed) as d(token_id text, count int)
        join tokens k on k.id::text = d.token_id and k.market_id = r.market_id
       where r.market_id in (${markets}) and r.market_date between ${startDate}::date and ${endDate}::date
         and d.count > 0
         and not exists (
           select 1 from token_float_entries f
            where f.market_id = r.market_id and f.market_date = r.market_date)
       group by r.market_id, r.market_date),
    days as (
      select market_id, date from checkouts union select market_id, date from charges
      union select market_id, date from payments union select market_id, date from float
      union select market_id, date from reported)
    select d.market_id, d.date::text as date,
           coalesce(c.fee, 0)::float8 as market_fee_cents,
           coalesce(c.gov, 0)::float8 as gov_fee_cents,
           coalesce(c.tokens, 0)::float8 as token_cents,
           coalesce(h.amount, 0)::float8 as charge_cents,
           coalesce(p.paid_in, 0)::float8 as paid_in_cents,
           coalesce(p.paid_out, 0)::float8 as paid_out_cents,
           (coalesce(f.issued, 0) + coalesce(rp.issued, 0))::float8 as issued_cents,
           coalesce(f.refunded, 0)::float8 as refunded_cents
      from days d
      left join checkouts c on c.market_id = d.market_id and c.date = d.date
      left join charges h on h.market_id = d.market_id and h.date = d.date
      left join payments p on p.market_id = d.market_id and p.date = d.date
      left join float f on f.market_id = d.market_id and f.date = d.date
      left join reported rp on rp.market_id = d.market_id and rp.date = d.date
     order by d.date, d.market_id`);
  return rowsOf<BooksDayRow>(result);
}

/** The market's mapping as stored (null: the defaults), or undefined for a market that is not the manager's. */
export async function findAccounts({ db, managerId, marketId }: ManagerMarket) {
  const result = await db.execute(sql`
    select accounting_accounts as accounts from markets where id = ${marketId} and manager_id = ${managerId}`);
  const row = rowsOf<{ accounts: AccountingAccounts | null }>(result)[0];
  return row === undefined ? undefined : row.accounts;
}

/** Stores the mapping; false when the market is not the manager's. */
export async function saveAccounts({
  db,
  managerId,
  marketId,
  accounts,
  now,
}: ManagerMarket & { accounts: AccountingAccounts; now: Date }) {
  const saved = await db
    .update(markets)
    .set({ accountingAccounts: accounts, updatedAt: now })
    .where(and(eq(markets.id, marketId), eq(markets.managerId, managerId)))
    .returning({ id: markets.id });
  return saved.length > 0;
}
