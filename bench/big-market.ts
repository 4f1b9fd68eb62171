// PostgreSQL lane only: grows the demo 'Davis Downtown Farmers Market' to 100,000 checkouts, so the checkout
// submit, the transactions list and the report are measured against a market with years of history.
// Everything is generated server-side (INSERT … SELECT over generate_series) in one database transaction, and
// repeatable: the figures come from hashes of the row number, not from random().
import pg from 'pg';

export const BIG_MARKET_NAME = 'Davis Downtown Farmers Market';
/** A vendor without history, used by the checkout submit scenario (dates before the history, so never a 409). */
export const CHECKOUT_VENDOR_NAME = 'Bench Checkout Stand';
const MANAGER_USERNAME = 'manager';

/** Checkouts the market holds afterwards, counting the ones the demo seed already wrote. */
const TARGET_TRANSACTIONS = 100_000;
/** History length: one checkout per vendor per day at most (UNIQUE (market_vendor_id, market_date)). */
export const HISTORY_DAYS = 730;
/** With the demo seed's vendors and the checkout stand: 200 vendors, the checkout screen's benchmark. */
const EXTRA_VENDORS = 190;
/** Share of the generated checkouts that hand in tokens. */
const TOKEN_SHARE_PERCENT = 40;
/** At most this many dollars of each token per checkout: $1 tokens 0–10, $5 tokens 0–2 (0–$30 in all). */
const MAX_DOLLARS_PER_TOKEN = 10;

export type BigMarketSummary = {
  marketName: string;
  vendors: number;
  transactions: number;
  generatedTransactions: number;
  transactionTokens: number;
  ledgerEntries: number;
  firstDate: string;
  lastDate: string;
  /** Transactions of the market in each list window (the rows one list answer carries). */
  windowRows: Record<string, number>;
  /** A notification of the demo manager, for the one-row update baseline. */
  notificationId: string;
  seconds: number;
};

export type DateWindow = { name: string; days: number };

type Ids = { marketId: string; managerId: string; userId: string };

async function findMarket(client: pg.Client): Promise<Ids> {
  const { rows } = await client.query<Ids>(
    `select m.id as "marketId", m.manager_id as "managerId", mg.user_id as "userId"
       from markets m
       join managers mg on mg.id = m.manager_id
       join users u on u.id = mg.user_id
      where m.name = $1 and u.username = $2`,
    [BIG_MARKET_NAME, MANAGER_USERNAME],
  );
  if (rows.length !== 1)
    throw new Error(`expected one demo market '${BIG_MARKET_NAME}', found ${rows.length}`);
  return rows[0]!;
}

/** EXTRA_VENDORS vendors of the demo manager, all in the market; their market_vendor ids in a stable order. */
async function addVendors({ marketId, managerId, userId }: Ids, client: pg.Client): Promise<string[]> {
  await client.query(
    `with v as (
       insert into vendors (manager_id, created_by, business_name, type, phone, receipt_email)
       values ($2, $3, $4, 'PRODUCER', '555-019-0000', 'checkout-stand@marketday.example')
       returning id)
     insert into market_vendors (market_id, vendor_id) select $1, id from v`,
    [marketId, managerId, userId, CHECKOUT_VENDOR_NAME],
  );
  await client.query(
    `with v as (
       insert into vendors (manager_id, created_by, business_name, type, phone, receipt_email, producer_names)
       select $2, $3,
              format('%s %s %s',
                (array['Sunrise', 'Oak Hill', 'Putah Creek', 'Yolo', 'Cache Creek', 'Capay', 'Dixon Ridge'])[1 + i % 7],
                (array['Farm', 'Orchard', 'Bakery', 'Creamery', 'Gardens', 'Ranch', 'Apiary', 'Kitchen'])[1 + i % 8],
                i),
              -- Mostly growers, as at a certified farmers market; the other types test the other fee rules.
              (case when i % 10 < 7 then 'PRODUCER' when i % 10 < 9 then 'NON_PRODUCER' else 'ANCILLARY' end)::vendor_type,
              format('530-555-%s', lpad(i::text, 4, '0')),
              format('bench-vendor-%s@marketday.example', i),
              case when i % 10 < 7 then format('Grower %s', i) end
         from generate_series(1, $4::int) as i
       returning id)
     insert into market_vendors (market_id, vendor_id) select $1, id from v`,
    [marketId, managerId, userId, EXTRA_VENDORS],
  );
  const { rows } = await client.query<{ id: string }>(
    `select mv.id from market_vendors mv join vendors v on v.id = mv.vendor_id
      where mv.market_id = $1 and v.receipt_email like 'bench-vendor-%' order by v.phone`,
    [marketId],
  );
  return rows.map((r) => r.id);
}

/** formatCents of packages/shared (e.g. "$1,234.56") for a non-negative cents column. */
const money = (cents: string) => `to_char((${cents}) / 100.0, 'FM$999,999,990.00')`;

/**
 * Checkouts fall on every day of the history, not only on the market's weekday: 100,000 rows in two years
 * with at most one per vendor and day need that (137 a day among 190 vendors).
 * Day d (0 = today) holds `perDay` checkouts; slot s of that day goes to vendor (s + 11·d) mod V, which is a
 * different vendor for every slot of the day as long as perDay ≤ V, and rotates who sells on which day.
 */
async function generate(
  { marketId }: Ids,
  client: pg.Client,
  marketVendorIds: string[],
  count: number,
  today: string,
) {
  const perDay = Math.ceil(count / HISTORY_DAYS);
  if (perDay > marketVendorIds.length)
    throw new Error('not enough vendors for one checkout per vendor a day');

  await client.query(
    `create temp table bench_tx on commit drop as
     with sellers as (
       select mv.id as market_vendor_id, v.id as vendor_id, v.business_name, v.type, v.receipt_email,
              array_position($1::uuid[], mv.id) - 1 as idx
         from market_vendors mv join vendors v on v.id = mv.vendor_id
        where mv.id = any($1::uuid[])
     ), slots as (
       select n, n / $3 as day, n % $3 as slot from generate_series(0, $2::int - 1) as n
     )
     select gen_random_uuid() as id, s.n, s.slot, ($4::date - s.day) as market_date,
            x.market_vendor_id, x.vendor_id, x.business_name, x.type, x.receipt_email,
            5000 + abs(hashint4extended(s.n, 1)) % 195001 as gross_cents,  -- $50.00 – $2,000.00
            abs(hashint4extended(s.n, 2)) % 100 < $5 as has_tokens
       from slots s join sellers x on x.idx = (s.slot + s.day * 11) % $6`,
    [marketVendorIds, count, perDay, today, TOKEN_SHARE_PERCENT, marketVendorIds.length],
  );

  // Token lines: 0 … $10 worth of each of the market's tokens, only lines with a count are kept.
  await client.query(
    `create temp table bench_tt on commit drop as
     select t.id as transaction_id, k.id as token_id, k.name as token_name, k.per_dollar_value_cents, c.count
       from bench_tx t
       join (select id, name, per_dollar_value_cents, row_number() over (order by position, name) as rn
               from tokens where market_id = $1 and deleted_at is null) k on true
      cross join lateral (
        select (abs(hashint4extended(t.n, 10 + k.rn)) % ($2 * 100 / greatest(k.per_dollar_value_cents, 1) + 1))::int
          as count) c
      where t.has_tokens and c.count > 0`,
    [marketId, MAX_DOLLARS_PER_TOKEN],
  );
  // Statistics for the joins below (temporary tables are never analysed automatically).
  await client.query('analyze bench_tx');
  await client.query('analyze bench_tt');

  // Fees exactly as checkout-pricing computes them (docs/product.md §10), from the market's own rules.
  const pct = `round(t.gross_cents * f.percent_hundredths / 10000.0)::int`;
  const pctText = `trim_scale(f.percent_hundredths / 100.0)::text || '% of ' || ${money('t.gross_cents')}`;
  await client.query(
    `insert into transactions (id, manager_id, market_id, market_vendor_id, vendor_id, market_date, market_name,
       vendor_name, vendor_type, reported_gross_cents, market_fee_cents, gov_fee_cents, token_total_cents,
       money_owed_cents, market_fee_calculation, custom_fields, receipt_email, created_by, created_at, updated_at)
     select t.id, m.manager_id, m.id, t.market_vendor_id, t.vendor_id, t.market_date, m.name,
            t.business_name, t.type, t.gross_cents, fee.cents, m.gov_fee_cents, tok.cents,
            fee.cents + m.gov_fee_cents - tok.cents, fee.calculation, '{}'::jsonb, t.receipt_email, null,
            at.ts, at.ts
       from bench_tx t
       join markets m on m.id = $1
       left join market_vendor_fees f on f.market_id = m.id and f.vendor_type = t.type
       left join (select transaction_id, sum(count * per_dollar_value_cents)::int as cents
                    from bench_tt group by transaction_id) tt on tt.transaction_id = t.id
      cross join lateral (select coalesce(tt.cents, 0) as cents) tok
      cross join (select exists (select 1 from market_vendor_fees where market_id = $1) as has_rules) rules
      cross join lateral (
        select case
          when not rules.has_rules then 0
          when f.id is null or (f.flat_cents = 0 and f.percent_hundredths = 0) then 0
          when f.fee_type = 'PERCENT_GROSS' then ${pct}
          when f.fee_type = 'FLAT_FEE' then f.flat_cents
          when f.fee_type = 'FLAT_PERCENT_COMBO' then f.flat_cents + ${pct}
          else greatest(f.flat_cents, ${pct})
        end as cents,
        case
          when not rules.has_rules then 'No vendor fees for this market'
          when f.id is null then 'No fee found for ' || t.type
          when f.flat_cents = 0 and f.percent_hundredths = 0 then 'No fees applicable.'
          when f.fee_type = 'PERCENT_GROSS' then ${pctText} || ' = ' || ${money(pct)}
          when f.fee_type = 'FLAT_FEE' then ${money('f.flat_cents')} || ' flat'
          when f.fee_type = 'FLAT_PERCENT_COMBO'
            then ${money('f.flat_cents')} || ' + ' || ${pctText} || ' = ' || ${money(`f.flat_cents + ${pct}`)}
          else 'max(' || ${money('f.flat_cents')} || ', ' || ${pctText} || ') = '
            || ${money(`greatest(f.flat_cents, ${pct})`)}
        end as calculation) fee
      -- Booked after closing time at the market, a few seconds apart.
      cross join lateral (
        select ((t.market_date + m.hours_end) at time zone m.time_zone) + t.slot * interval '20 seconds' as ts) at`,
    [marketId],
  );

  await client.query(
    `insert into transaction_tokens (transaction_id, token_id, token_name, count, per_dollar_value_cents)
     select transaction_id, token_id, token_name, count, per_dollar_value_cents from bench_tt`,
  );

  // The tokens handed in come back to the manager: one TRANSACTION entry per line, appended to each token's
  // chain after its newest entry (seq, running balance and prev_entry as appendLedgerEntry writes them).
  await client.query(
    `with newest as (
       select distinct on (l.token_id) l.token_id, l.id, l.seq, l.balance
         from token_ledger l join tokens k on k.id = l.token_id
        where k.market_id = $1
        order by l.token_id, l.seq desc
     ), lines as (
       select gen_random_uuid() as id, tt.token_id, tt.transaction_id, tt.count, t.market_date,
              row_number() over w as rn, sum(tt.count) over w as running
         from bench_tt tt join bench_tx t on t.id = tt.transaction_id
       window w as (partition by tt.token_id order by t.market_date, t.slot
                    rows between unbounded preceding and current row)
     )
     insert into token_ledger (id, token_id, market_id, seq, delta, balance, type, market_date, transaction_id,
                               prev_entry, created_by)
     select l.id, l.token_id, $1, coalesce(n.seq, 0) + l.rn, l.count, coalesce(n.balance, 0) + l.running,
            'TRANSACTION', l.market_date, l.transaction_id,
            coalesce(lag(l.id) over (partition by l.token_id order by l.rn), n.id), null
       from lines l left join newest n on n.token_id = l.token_id`,
    [marketId],
  );

  // Each checkout was submitted from the app, which always sends an Idempotency-Key, and the key stays stored
  // with its answer (docs/decisions/036): a market with this history has a key per checkout. Without them the
  // keys table starts empty and grows by thousands during the submit scenarios, before autovacuum analyses it,
  // and a pooled connection that planned the key's lookup while it was empty kept a scan of the whole table.
  // The answer stored is a stand-in; no generated key is ever replayed.
  await client.query(
    `insert into idempotency_keys (manager_id, key, request_hash, status_code, response, created_at)
     select m.manager_id, t.id::text, 'generated', 201, '{}'::jsonb, now()
       from bench_tx t join markets m on m.id = $1`,
    [marketId],
  );
}

async function summarize(
  client: pg.Client,
  { marketId }: Ids,
  today: string,
  windows: readonly DateWindow[],
) {
  const { rows } = await client.query<
    Omit<
      BigMarketSummary,
      'marketName' | 'generatedTransactions' | 'windowRows' | 'notificationId' | 'seconds'
    >
  >(
    `select (select count(*)::int from market_vendors where market_id = $1) as vendors,
            (select count(*)::int from transactions where market_id = $1) as transactions,
            (select count(*)::int from transaction_tokens tt join transactions t on t.id = tt.transaction_id
              where t.market_id = $1) as "transactionTokens",
            (select count(*)::int from token_ledger where market_id = $1) as "ledgerEntries",
            (select min(market_date)::text from transactions where market_id = $1) as "firstDate",
            (select max(market_date)::text from transactions where market_id = $1) as "lastDate"`,
    [marketId],
  );
  const windowRows: Record<string, number> = {};
  for (const { name, days } of windows) {
    const counted = await client.query<{ n: number }>(
      `select count(*)::int as n from transactions
        where market_id = $1 and market_date between $2::date - $3::int and $2::date`,
      [marketId, today, days - 1],
    );
    windowRows[name] = counted.rows[0]?.n ?? 0;
  }
  return { ...rows[0]!, windowRows };
}

/**
 * Runs once the API has started and seeded the demo data into `databaseUrl`. `today` (YYYY-MM-DD) is the
 * newest market date generated; the history runs back HISTORY_DAYS days from it. `windows` are only
 * counted, for the report.
 */
export async function growBigMarket(
  databaseUrl: string,
  today: string,
  windows: readonly DateWindow[],
): Promise<BigMarketSummary> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const ids = await findMarket(client);
    const marketVendorIds = await addVendors(ids, client);
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from transactions where market_id = $1',
      [ids.marketId],
    );
    const generatedTransactions = TARGET_TRANSACTIONS - (rows[0]?.n ?? 0);
    await generate(ids, client, marketVendorIds, generatedTransactions, today);
    const notification = await client.query<{ id: string }>(
      `insert into notifications (recipient_id, type, title, message)
       values ($1, 'developer_update', 'Benchmark', 'Marked read over and over by the one-row update baseline.')
       returning id`,
      [ids.userId],
    );
    await client.query('commit');
    // A settled database: autovacuum would have vacuumed after 100,000 inserts, so the visibility map lets
    // index-only scans (the transactions page) skip the table, as they do in a market's real life.
    await client.query('vacuum analyze');
    const summary = await summarize(client, ids, today, windows);
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `  big market: ${summary.transactions} transactions, ${summary.vendors} vendors, ` +
        `${summary.transactionTokens} token lines, ${summary.ledgerEntries} ledger entries ` +
        `(${summary.firstDate} … ${summary.lastDate}) in ${seconds.toFixed(1)} s`,
    );
    const notificationId = notification.rows[0]!.id;
    return { marketName: BIG_MARKET_NAME, generatedTransactions, ...summary, notificationId, seconds };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
