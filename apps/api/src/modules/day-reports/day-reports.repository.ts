import {
  type DayFloatFiguresRecord,
  type DayReportCalculatedRecord,
  type DayReportRecord,
  type DayReportTokenCountRecord,
  directDepositCents,
  type TokenFloatKind,
  type TokenFloatMethod,
} from '@marketday/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { dayReports, tokens } from '../../db/schema';
import { namedTokenCounts } from '../../lib/token-names';
import type { ManagerMarket } from '../markets';
import { dayAttendanceSummary } from '../season';
import { marketTokenNames } from '../tokens';

export type DayReportRow = typeof dayReports.$inferSelect;
export type NewDayReport = typeof dayReports.$inferInsert;

type Returned = { token_id: string; name: string; count: number };

// Day reports are read in cents; day-reports.mapper.ts makes the API's dollars at the route.
const tokenCount = (t: Returned): DayReportTokenCountRecord => ({
  tokenId: t.token_id,
  name: t.name,
  count: t.count,
});

// What the day's checkouts add up to: the income they brought in and the tokens vendors handed back.
export async function dayTotals({
  db,
  marketId,
  dates,
}: {
  db: Database;
  marketId: string;
  dates?: string[];
}) {
  // No days asked for (a market with no day report in the range): nothing to add up, and `in ()` is no SQL.
  if (dates?.length === 0)
    return { incomeCents: (_date: string) => 0, returned: (_date: string) => [] as Returned[] };
  const dateFilter = dates
    ? sql`and t.market_date in (${sql.join(
        dates.map((d) => sql`${d}`),
        sql`, `,
      )})`
    : sql``;
  const [income, tokens] = await Promise.all([
    db.execute<{ market_date: string; cents: string }>(
      sql`select t.market_date::text as market_date, sum(t.money_owed_cents)::text as cents
          from transactions t where t.market_id = ${marketId} ${dateFilter} group by t.market_date`,
    ),
    db.execute<{ market_date: string; token_id: string; name: string; count: string }>(
      sql`select t.market_date::text as market_date, tt.token_id, tt.token_name as name, sum(tt.count)::text as count
          from transaction_tokens tt join transactions t on t.id = tt.transaction_id
          where t.market_id = ${marketId} ${dateFilter}
          group by t.market_date, tt.token_id, tt.token_name order by tt.token_name`,
    ),
  ]);
  const incomeByDate = new Map(
    rowsOf<{ market_date: string; cents: string }>(income).map((r) => [r.market_date, Number(r.cents)]),
  );
  const tokensByDate = new Map<string, Returned[]>();
  for (const r of rowsOf<{ market_date: string; token_id: string; name: string; count: string }>(tokens)) {
    const list = tokensByDate.get(r.market_date) ?? [];
    list.push({ token_id: r.token_id, name: r.name, count: Number(r.count) });
    tokensByDate.set(r.market_date, list);
  }
  return {
    incomeCents: (date: string) => incomeByDate.get(date) ?? 0,
    returned: (date: string) => tokensByDate.get(date) ?? [],
  };
}

type FloatRow = {
  market_date: string;
  token_id: string;
  name: string;
  kind: TokenFloatKind;
  method: TokenFloatMethod;
  count: string;
  amount_cents: string;
  shoppers: string;
};

export type FloatDay = { issued: Returned[]; figures: DayFloatFiguresRecord };

// The info booth's token float of these days (docs/product.md §23): a day with any entry for the market has its
// tokens distributed from the float (the ISSUE entries' counts per token) and the funders' SNAP and incentive
// figures (EBT and MATCH entries: transactions = the ISSUE entries' shoppers, amount = issued − refunded).
export async function floatDays({
  db,
  marketId,
  dates,
}: {
  db: Database;
  marketId: string;
  dates: string[];
}): Promise<Map<string, FloatDay>> {
  const days = new Map<string, FloatDay>();
  if (dates.length === 0) return days;
  const result = await db.execute<FloatRow>(
    sql`select e.market_date::text as market_date, e.token_id, tk.name, e.kind, e.method,
          sum(e.count)::text as count, sum(e.amount_cents)::text as amount_cents, sum(e.shoppers)::text as shoppers
        from token_float_entries e join tokens tk on tk.id = e.token_id
        where e.market_id = ${marketId} and e.market_date in (${sql.join(
          dates.map((d) => sql`${d}`),
          sql`, `,
        )})
        group by e.market_date, e.token_id, tk.name, e.kind, e.method
        order by tk.name, e.token_id`,
  );
  for (const r of rowsOf<FloatRow>(result)) {
    const day = days.get(r.market_date) ?? {
      issued: [],
      figures: { snapTransactions: 0, snapCents: 0, incentiveTransactions: 0, incentiveCents: 0 },
    };
    days.set(r.market_date, day);
    const issue = r.kind === 'ISSUE';
    if (issue) {
      const line = day.issued.find((t) => t.token_id === r.token_id);
      if (line) line.count += Number(r.count);
      else day.issued.push({ token_id: r.token_id, name: r.name, count: Number(r.count) });
    }
    const signedCents = (issue ? 1 : -1) * Number(r.amount_cents);
    const shoppers = issue ? Number(r.shoppers) : 0;
    if (r.method === 'EBT') {
      day.figures.snapTransactions += shoppers;
      day.figures.snapCents += signedCents;
    } else if (r.method === 'MATCH') {
      day.figures.incentiveTransactions += shoppers;
      day.figures.incentiveCents += signedCents;
    }
  }
  return days;
}

// A new day report's figures: what the day's checkouts add up to, the day's attendance, and the token float's.
export async function calculateDay({
  db,
  marketId,
  date,
  customFieldNames,
}: {
  db: Database;
  marketId: string;
  date: string;
  customFieldNames: string[];
}): Promise<DayReportCalculatedRecord> {
  const [totals, attendance, float] = await Promise.all([
    dayTotals({ db, marketId, dates: [date] }),
    dayAttendanceSummary({ db, marketId, date }),
    floatDays({ db, marketId, dates: [date] }),
  ]);
  const day = float.get(date);
  return {
    transactionIncomeCents: totals.incomeCents(date),
    tokensReturned: totals.returned(date).map(tokenCount),
    customFieldNames,
    attendance,
    tokensDistributed: (day?.issued ?? []).map(tokenCount),
    tokensDistributedSource: day ? 'float' : 'report',
    floatFigures: day?.figures ?? null,
  };
}

export async function listDayReports(key: ManagerMarket): Promise<DayReportRecord[]> {
  const { db, managerId, marketId } = key;
  const rows = await db
    .select()
    .from(dayReports)
    .where(and(eq(dayReports.managerId, managerId), eq(dayReports.marketId, marketId)))
    .orderBy(sql`${dayReports.marketDate} desc`);
  if (rows.length === 0) return [];
  const dates = rows.map((r) => r.marketDate);
  const [tokenNames, totals, float] = await Promise.all([
    marketTokenNames(db, marketId),
    dayTotals({ db, marketId, dates }),
    floatDays({ db, marketId, dates }),
  ]);
  return rows.map((row) => {
    const incomeCents = totals.incomeCents(row.marketDate);
    // docs/product.md §23: a day the info booth kept a float for takes its tokens distributed from the float.
    const floatDay = float.get(row.marketDate);
    return {
      id: row.id,
      marketId: row.marketId,
      marketDate: row.marketDate,
      name: row.name,
      transactionIncomeCents: incomeCents,
      additionalIncomeCents: row.additionalIncomeCents,
      expensesCents: row.expensesCents,
      directDepositCents: directDepositCents({
        transactionIncomeCents: incomeCents,
        additionalIncomeCents: row.additionalIncomeCents,
        expensesCents: row.expensesCents,
      }),
      tokensDistributed: (floatDay?.issued ?? namedTokenCounts(row.tokensDistributed, tokenNames)).map(
        tokenCount,
      ),
      tokensDistributedSource: floatDay ? 'float' : 'report',
      tokensReturned: totals.returned(row.marketDate).map(tokenCount),
      notes: row.notes,
      customFields: row.customFields,
      shopperCount: row.shopperCount,
      shopperCountMethod: row.shopperCountMethod,
      snapTransactions: row.snapTransactions,
      snapCents: row.snapCents,
      incentiveTransactions: row.incentiveTransactions,
      incentiveCents: row.incentiveCents,
      newSnapCustomers: row.newSnapCustomers,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

// These tokens of the market (live or retired); an id of another market's token is not among them.
export async function marketTokensById(db: Database, marketId: string, ids: string[]) {
  return db
    .select({ id: tokens.id, deletedAt: tokens.deletedAt })
    .from(tokens)
    .where(and(eq(tokens.marketId, marketId), inArray(tokens.id, ids)));
}

export async function insertDayReport(tx: Database, values: NewDayReport): Promise<DayReportRow | undefined> {
  const [report] = await tx.insert(dayReports).values(values).returning();
  return report;
}

// A report of the manager's at this market, or undefined.
export async function findDayReport(
  db: Database,
  { managerId, marketId, id }: { managerId: string; marketId: string; id: string },
): Promise<DayReportRow | undefined> {
  const [report] = await db
    .select()
    .from(dayReports)
    .where(
      and(eq(dayReports.id, id), eq(dayReports.marketId, marketId), eq(dayReports.managerId, managerId)),
    );
  return report;
}

// The report, locked for a change in the caller's transaction.
export async function lockDayReport(tx: Database, id: string): Promise<DayReportRow | undefined> {
  const [locked] = await tx.select().from(dayReports).where(eq(dayReports.id, id)).for('update');
  return locked;
}

export async function updateDayReportRow(
  tx: Database,
  id: string,
  values: Partial<NewDayReport>,
  now: Date,
): Promise<DayReportRow | undefined> {
  const [after] = await tx
    .update(dayReports)
    .set({ ...values, updatedAt: now })
    .where(eq(dayReports.id, id))
    .returning();
  return after;
}

export async function deleteDayReportRow(tx: Database, id: string) {
  await tx.delete(dayReports).where(eq(dayReports.id, id));
}
