import type { BalanceFilter, Locale, VendorType } from '@marketday/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { containsPattern } from '../../lib/like-pattern';

export type BalanceRow = {
  vendor_id: string;
  vendor_name: string;
  vendor_type: VendorType;
  email: string | null;
  owed_cents: number;
  charged_cents: number;
  paid_cents: number;
  checkouts: number;
  last_market_date: string | null;
  last_paid_on: string | null;
};

export type MarketRef = { id: string; name: string; time_zone: string };

/** The manager's market, or null for a market that is not theirs. */
export async function findOwnMarket(db: Database, managerId: string, marketId: string) {
  const result = await db.execute(sql`
    select id, name, time_zone from markets where id = ${marketId} and manager_id = ${managerId}`);
  return rowsOf<MarketRef>(result)[0] ?? null;
}

// Every vendor of the market with Σ money owed and Σ payments, computed from the rows each time: an edited or
// deleted checkout changes the balance with nothing to keep in step. One market has hundreds of vendors at
// most, and both sums read their table's (market vendor, date) index.
export async function listBalances({
  db,
  marketId,
  filter,
  search,
}: {
  db: Database;
  marketId: string;
  filter: BalanceFilter;
  search?: string | undefined;
}) {
  const balance = sql`(coalesce(o.owed, 0) + coalesce(c.charged, 0) - coalesce(p.paid, 0))`;
  const byFilter =
    filter === 'owes'
      ? sql`and ${balance} > 0`
      : filter === 'owed'
        ? sql`and ${balance} < 0`
        : filter === 'settled'
          ? sql`and ${balance} = 0`
          : sql``;
  const bySearch = search ? sql`and v.business_name ilike ${containsPattern(search)}` : sql``;
  const result = await db.execute(sql`
    select v.id as vendor_id, v.business_name as vendor_name, v.type as vendor_type,
           coalesce(nullif(trim(v.receipt_email), ''), nullif(trim(u.email), '')) as email,
           coalesce(o.owed, 0)::float8 as owed_cents, coalesce(c.charged, 0)::float8 as charged_cents,
           coalesce(p.paid, 0)::float8 as paid_cents,
           coalesce(o.checkouts, 0)::int as checkouts,
           o.last_date::text as last_market_date, p.last_paid::text as last_paid_on
      from market_vendors mv
      join vendors v on v.id = mv.vendor_id
      left join users u on u.id = v.user_id
      left join (
        select market_vendor_id, sum(money_owed_cents) as owed, count(*) as checkouts, max(market_date) as last_date
          from transactions where market_id = ${marketId} group by market_vendor_id
      ) o on o.market_vendor_id = mv.id
      left join (
        select market_vendor_id, sum(amount_cents) as paid, max(paid_on) as last_paid
          from vendor_payments where market_id = ${marketId} group by market_vendor_id
      ) p on p.market_vendor_id = mv.id
      left join (
        select market_vendor_id, sum(amount_cents) as charged
          from vendor_charges where market_id = ${marketId} group by market_vendor_id
      ) c on c.market_vendor_id = mv.id
     where mv.market_id = ${marketId} ${byFilter} ${bySearch}
     order by v.business_name, v.id`);
  return rowsOf<BalanceRow>(result);
}

export type MarketVendorRef = {
  market_vendor_id: string;
  vendor_name: string;
  receipt_email: string | null;
  language: Locale;
};

export async function findMarketVendor(db: Database, marketId: string, vendorId: string) {
  const result = await db.execute(sql`
    select mv.id as market_vendor_id, v.business_name as vendor_name, v.receipt_email, v.language
      from market_vendors mv join vendors v on v.id = mv.vendor_id
     where mv.market_id = ${marketId} and mv.vendor_id = ${vendorId}`);
  return rowsOf<MarketVendorRef>(result)[0] ?? null;
}

export type CheckoutEntryRow = {
  transaction_id: string;
  market_date: string;
  gross_cents: number;
  market_fee_cents: number;
  gov_fee_cents: number;
  token_total_cents: number;
  money_owed_cents: number;
  created_at: string;
  tokens: { program: string; program_name: string | null; cents: number }[];
};

/** A vendor's checkouts at a market, oldest first, each with its token value per program. */
export async function checkoutEntries(db: Database, marketVendorId: string, endDate?: string) {
  const until = endDate ? sql`and t.market_date <= ${endDate}::date` : sql``;
  const result = await db.execute(sql`
    select t.id as transaction_id, t.market_date::text as market_date,
           t.reported_gross_cents::float8 as gross_cents, t.market_fee_cents::float8 as market_fee_cents,
           t.gov_fee_cents::float8 as gov_fee_cents, t.token_total_cents::float8 as token_total_cents,
           t.money_owed_cents::float8 as money_owed_cents, t.created_at::text as created_at,
           coalesce((
             select json_agg(json_build_object('program', k.program, 'program_name', k.program_name,
                                               'cents', tt.count * tt.per_dollar_value_cents)
                             order by k.position, k.name)
               from transaction_tokens tt join tokens k on k.id = tt.token_id
              where tt.transaction_id = t.id and tt.count > 0
           ), '[]'::json) as tokens
      from transactions t
     where t.market_vendor_id = ${marketVendorId} ${until}
     order by t.market_date, t.created_at, t.id`);
  return rowsOf<CheckoutEntryRow>(result);
}

export type VendorSelfBalanceRow = {
  market_id: string;
  market_name: string;
  owed_cents: number;
  charged_cents: number;
  paid_cents: number;
};

/** The vendor's balance at every market they sell at or have money history with. */
export async function vendorSelfBalances(db: Database, vendorId: string) {
  const result = await db.execute(sql`
    select m.id as market_id, m.name as market_name,
           coalesce((select sum(t.money_owed_cents) from transactions t where t.market_vendor_id = mv.id), 0)::float8
             as owed_cents,
           coalesce((select sum(c.amount_cents) from vendor_charges c where c.market_vendor_id = mv.id), 0)::float8
             as charged_cents,
           coalesce((select sum(p.amount_cents) from vendor_payments p where p.market_vendor_id = mv.id), 0)::float8
             as paid_cents
      from market_vendors mv join markets m on m.id = mv.market_id
     where mv.vendor_id = ${vendorId}
     order by m.name, m.id`);
  return rowsOf<VendorSelfBalanceRow>(result);
}

/** One vendor's balance at one market in cents: Σ money owed + Σ charges − Σ payments. */
export async function balanceCents(db: Database, marketVendorId: string) {
  const result = await db.execute(sql`
    select (coalesce((select sum(money_owed_cents) from transactions where market_vendor_id = ${marketVendorId}), 0)
          + coalesce((select sum(amount_cents) from vendor_charges where market_vendor_id = ${marketVendorId}), 0)
          - coalesce((select sum(amount_cents) from vendor_payments where market_vendor_id = ${marketVendorId}), 0)
           )::float8 as cents`);
  return rowsOf<{ cents: number }>(result)[0]?.cents ?? 0;
}

export type ChargeRow = {
  id: string;
  market_id: string;
  market_vendor_id: string;
  date: string;
  kind: 'BOOTH_DAY' | 'BOOTH_SEASON';
  description: string;
  amount_cents: number;
};

const chargeColumns = sql`c.id, c.market_id, c.market_vendor_id, c.date::text as date, c.kind, c.description,
           c.amount_cents::float8 as amount_cents`;

/** A vendor's charges at a market (booth fees), oldest first. */
export async function chargeEntries(db: Database, marketVendorId: string, endDate?: string) {
  const until = endDate ? sql`and c.date <= ${endDate}::date` : sql``;
  const result = await db.execute(sql`
    select ${chargeColumns}
      from vendor_charges c
     where c.market_vendor_id = ${marketVendorId} ${until}
     order by c.date, c.created_at, c.id`);
  return rowsOf<ChargeRow>(result);
}

/** The vendor's charges at every market, oldest first. */
export async function vendorSelfCharges(db: Database, vendorId: string) {
  const result = await db.execute(sql`
    select ${chargeColumns}
      from vendor_charges c
     where c.vendor_id = ${vendorId}
     order by c.date, c.created_at, c.id`);
  return rowsOf<ChargeRow>(result);
}
