import type { VendorType, ViewMode } from '@marketday/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The report is summed by PostgreSQL: every query below answers one row per group, never one per checkout
// (except the detail rows, which are the checkouts themselves). Money stays in integer cents; sums come back
// as float8, exact for integers below 2^53, so both pg and PGlite answer plain numbers.

export type ReportFilter = {
  managerId: string;
  // A staff member's markets (null: every market of the manager; docs/decisions/029).
  marketIds: string[] | null;
  marketId: string | undefined;
  startDate: string;
  endDate: string;
  vendorType: VendorType | undefined;
};

// Which totals a grouping-sets row holds, read from the grouped columns it carries: the grouped columns are
// NOT NULL in the table, so a null one is a column the row is not grouped by. A night is one market's day.
export type GroupKind = 'vendor' | 'night' | 'market' | 'day' | 'vendorType' | 'all';

export function groupKind(row: {
  market_id: string | null;
  market_date: string | null;
  vendor_id: string | null;
  vendor_type?: string | null;
}): GroupKind {
  if (row.vendor_id) return 'vendor';
  if (row.market_id) return row.market_date ? 'night' : 'market';
  if (row.market_date) return 'day';
  if (row.vendor_type) return 'vendorType';
  return 'all';
}

export type FigureRow = {
  market_id: string | null;
  market_date: string | null;
  vendor_id: string | null;
  vendor_type: VendorType | null;
  /** The vendor's type on its checkouts, for the per-vendor rows. */
  any_vendor_type: VendorType | null;
  transactions: number;
  gross: number;
  market_fees: number;
  gov_fees: number;
  token_value: number;
  owed: number;
  paid_to_vendors: number;
  money_owed: number;
};

export type TokenFigureRow = {
  market_id: string | null;
  market_date: string | null;
  vendor_id: string | null;
  token_id: string;
  count: number;
  value: number;
};

// The report hashes every checkout of the range (and, for tokens, joins them to their token lines): with the
// default 4 MB of working memory two years of a busy market spill to disk and take twice as long. The setting
// lasts only for this read's own transaction.
async function executeWithMemory(db: Database, query: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(query);
  });
}

// `column = any(ids)`, written out so both pg and PGlite take it (an empty list matches nothing).
function inMarkets(column: SQL, marketIds: string[]): SQL {
  if (marketIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    marketIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

function where(filter: ReportFilter, { withVendorType = true } = {}): SQL {
  const parts = [
    sql`t.manager_id = ${filter.managerId}`,
    sql`t.market_date between ${filter.startDate}::date and ${filter.endDate}::date`,
  ];
  if (filter.marketIds) parts.push(inMarkets(sql`t.market_id`, filter.marketIds));
  if (filter.marketId) parts.push(sql`t.market_id = ${filter.marketId}`);
  if (withVendorType && filter.vendorType) parts.push(sql`t.vendor_type = ${filter.vendorType}`);
  return sql.join(parts, sql` and `);
}

// Figures of one group, from checkouts (t) or from first-level sums (b) rolled up again.
const SUMS = {
  rows: sql`count(*) as n,
    sum(t.reported_gross_cents) as gross, sum(t.market_fee_cents) as market_fees,
    sum(t.gov_fee_cents) as gov_fees, sum(t.token_total_cents) as token_value,
    sum(greatest(t.money_owed_cents, 0)) as owed, sum(greatest(-t.money_owed_cents, 0)) as paid_to_vendors,
    sum(t.money_owed_cents) as money_owed`,
  rollup: sql`coalesce(sum(b.n), 0)::int as transactions,
    coalesce(sum(b.gross), 0)::float8 as gross, coalesce(sum(b.market_fees), 0)::float8 as market_fees,
    coalesce(sum(b.gov_fees), 0)::float8 as gov_fees, coalesce(sum(b.token_value), 0)::float8 as token_value,
    coalesce(sum(b.owed), 0)::float8 as owed, coalesce(sum(b.paid_to_vendors), 0)::float8 as paid_to_vendors,
    coalesce(sum(b.money_owed), 0)::float8 as money_owed`,
  row: sql`b.n::int as transactions, b.gross::float8 as gross, b.market_fees::float8 as market_fees,
    b.gov_fees::float8 as gov_fees, b.token_value::float8 as token_value, b.owed::float8 as owed,
    b.paid_to_vendors::float8 as paid_to_vendors, b.money_owed::float8 as money_owed`,
};

// Two passes, so that the checkouts are summed only once or twice rather than once per total: first per
// market night and vendor type (and per vendor in the total view), then those few rows are rolled up per
// night, day, vendor type, market and overall. Only plain sums: a count(distinct …) would make PostgreSQL
// sort the checkouts once per set instead of hashing them in one pass.
export async function figureGroups(db: Database, filter: ReportFilter, viewMode: ViewMode) {
  const isTotal = viewMode === 'total';
  const firstSets = isTotal
    ? sql`grouping sets ((t.market_id, t.market_date, t.vendor_type), (t.vendor_id))`
    : sql`t.market_id, t.market_date, t.vendor_type`;
  const vendors = isTotal
    ? sql`union all
      select null::uuid, b.vendor_id, null::text, null::text, b.any_vendor_type::text, ${SUMS.row}
        from base b where b.vendor_id is not null`
    : sql``;
  const result = await executeWithMemory(
    db,
    sql`
    with base as (
      select t.market_id, t.market_date, t.vendor_type, ${isTotal ? sql`t.vendor_id` : sql`null::uuid as vendor_id`},
             ${isTotal ? sql`max(t.vendor_type)` : sql`null::vendor_type`} as any_vendor_type, ${SUMS.rows}
        from transactions t
       where ${where(filter)}
       group by ${firstSets}
    )
    select b.market_id, null::uuid as vendor_id, b.market_date::text as market_date,
           b.vendor_type::text as vendor_type, null::text as any_vendor_type, ${SUMS.rollup}
      from base b
     where b.vendor_id is null
     group by grouping sets ((b.market_id, b.market_date), (b.market_date), (b.vendor_type), (), (b.market_id))
    ${vendors}`,
  );
  return rowsOf<FigureRow>(result);
}

// Tokens handed in, per token: overall always; per day, market and vendor in the total view (two passes
// again: per night and per vendor, then rolled up).
export async function tokenGroups(db: Database, filter: ReportFilter, viewMode: ViewMode) {
  const joined = sql`transactions t join transaction_tokens tt on tt.transaction_id = t.id where ${where(filter)}`;
  const sums = sql`sum(tt.count) as count, sum(tt.count::bigint * tt.per_dollar_value_cents) as value`;
  const result = await executeWithMemory(
    db,
    viewMode === 'detail'
      ? sql`
          select null::uuid as market_id, null::uuid as vendor_id, null::text as market_date, tt.token_id,
                 sum(tt.count)::float8 as count,
                 sum(tt.count::bigint * tt.per_dollar_value_cents)::float8 as value
            from ${joined}
           group by tt.token_id`
      : sql`
          with base as (
            select t.market_id, t.market_date, t.vendor_id, tt.token_id, ${sums}
              from ${joined}
             group by grouping sets ((t.market_id, t.market_date, tt.token_id), (t.vendor_id, tt.token_id))
          )
          select b.market_id, null::uuid as vendor_id, b.market_date::text as market_date, b.token_id,
                 sum(b.count)::float8 as count, sum(b.value)::float8 as value
            from base b
           where b.vendor_id is null
           group by grouping sets ((b.market_date, b.token_id), (b.market_id, b.token_id), (b.token_id))
          union all
          select null::uuid, b.vendor_id, null::text, b.token_id, b.count::float8, b.value::float8
            from base b where b.vendor_id is not null`,
  );
  return rowsOf<TokenFigureRow>(result);
}

export type DetailRow = {
  id: string;
  market_id: string;
  market_name: string;
  market_date: string;
  vendor_id: string;
  vendor_name: string;
  vendor_type: VendorType;
  gross: number;
  market_fees: number;
  gov_fees: number;
  token_value: number;
  owed: number;
  tokens: { token_id: string; count: number; value: number }[];
};

// One checkout is one vendor on one market day (unique per market vendor and date). Newest first.
export async function detailRows(db: Database, filter: ReportFilter, limit: number) {
  const result = await db.execute(sql`
    select t.id, t.market_id, m.name as market_name, t.market_date::text as market_date, t.vendor_id,
           v.business_name as vendor_name, t.vendor_type,
           t.reported_gross_cents::float8 as gross, t.market_fee_cents::float8 as market_fees,
           t.gov_fee_cents::float8 as gov_fees, t.token_total_cents::float8 as token_value,
           t.money_owed_cents::float8 as owed,
           coalesce((select json_agg(json_build_object('token_id', tt.token_id, 'count', tt.count,
                      'value', tt.count::bigint * tt.per_dollar_value_cents) order by tt.token_id)
                       from transaction_tokens tt where tt.transaction_id = t.id), '[]'::json) as tokens
      from transactions t
      join markets m on m.id = t.market_id
      join vendors v on v.id = t.vendor_id
     where ${where(filter)}
     order by t.market_date desc, m.name, v.business_name, t.id
     limit ${limit}`);
  return rowsOf<DetailRow>(result);
}

export type NamedRow = { id: string; name: string };

export async function vendorNames(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`select id, business_name as name from vendors where id in (${list})`);
  return new Map(rowsOf<NamedRow>(result).map((r) => [r.id, r.name]));
}

export type TokenInfoRow = {
  id: string;
  name: string;
  market_id: string;
  market_name: string;
  per_dollar_value_cents: number;
};

/** Every token of the manager's markets, retired ones too (their history still counts), in list order. */
export async function managerTokens(db: Database, managerId: string) {
  const result = await db.execute(sql`
    select k.id, k.name, k.market_id, m.name as market_name, k.per_dollar_value_cents
      from tokens k join markets m on m.id = k.market_id
     where m.manager_id = ${managerId}
     order by m.name, k.position, k.name`);
  return rowsOf<TokenInfoRow>(result);
}

export type NightIncomeRow = { market_id: string; market_date: string; income: number };

// Every vendor's money owed per market night: a day report describes the whole night, so with a vendor type
// chosen the nights need their own pass without that filter (without one, the figures' night rows serve).
export async function nightIncome(db: Database, filter: ReportFilter) {
  const result = await db.execute(sql`
    select t.market_id, t.market_date::text as market_date, sum(t.money_owed_cents)::float8 as income
      from transactions t
     where ${where(filter, { withVendorType: false })}
     group by t.market_id, t.market_date`);
  return rowsOf<NightIncomeRow>(result);
}

export type DayReportFigures = {
  market_id: string;
  market_date: string;
  additional_income: number;
  expenses: number;
};

export async function dayReportFigures(db: Database, filter: ReportFilter) {
  const marketFilter = sql.join(
    [
      filter.marketId ? sql`and r.market_id = ${filter.marketId}` : sql``,
      filter.marketIds ? sql`and ${inMarkets(sql`r.market_id`, filter.marketIds)}` : sql``,
    ],
    sql` `,
  );
  const result = await db.execute(sql`
    select r.market_id, r.market_date::text as market_date,
           r.additional_income_cents::float8 as additional_income, r.expenses_cents::float8 as expenses
      from day_reports r
     where r.manager_id = ${filter.managerId}
       and r.market_date between ${filter.startDate}::date and ${filter.endDate}::date ${marketFilter}`);
  return rowsOf<DayReportFigures>(result);
}

/** The names of the manager's markets (a handful of rows), for the per-market rows and the nights. */
export async function marketNames(db: Database, managerId: string) {
  const result = await db.execute(sql`select id, name from markets where manager_id = ${managerId}`);
  return new Map(rowsOf<NamedRow>(result).map((r) => [r.id, r.name]));
}

export async function ownsMarket(db: Database, managerId: string, marketId: string) {
  const result = await db.execute(
    sql`select 1 as found from markets where id = ${marketId} and manager_id = ${managerId}`,
  );
  return rowsOf(result).length > 0;
}
