import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  auditEvents,
  documents,
  marketApplications,
  marketVendors,
  salesReports,
  statementSends,
  transactions,
  vendorPayments,
} from '../db/schema';
import type { StaffRecord } from './route-auth';

// The markets a record belongs to: one, or for a vendor every market of theirs (any one in scope will do).
const one = (rows: { m: string }[]) => rows.map((row) => row.m);
// A record that names its one market in its own market_id column.
type InOneMarket = PgTable & { id: AnyPgColumn; marketId: AnyPgColumn<{ data: string; notNull: true }> };
const marketOfRow = (table: InOneMarket) => async (db: Database, id: string) =>
  one(await db.select({ m: table.marketId }).from(table).where(eq(table.id, id)));
const liveTransactionMarket = marketOfRow(transactions);
export const recordMarkets: Record<StaffRecord, (db: Database, id: string) => Promise<string[]>> = {
  // A deleted checkout keeps its history: its market is then read from its audit trail.
  transaction: async (db, id) => {
    const live = await liveTransactionMarket(db, id);
    if (live.length > 0) return live;
    return one(
      await db
        .select({ m: sql<string>`coalesce(${auditEvents.after}, ${auditEvents.before}) ->> 'market_id'` })
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'transaction'), eq(auditEvents.entityId, id)))
        .limit(1),
    );
  },
  market_vendor: marketOfRow(marketVendors),
  // A vendor's document is in scope when the vendor is; a manager's own report never is.
  document: async (db, id) =>
    one(
      await db
        .select({ m: marketVendors.marketId })
        .from(documents)
        .innerJoin(marketVendors, eq(marketVendors.vendorId, documents.ownerVendorId))
        .where(eq(documents.id, id)),
    ),
  vendor: async (db, id) =>
    one(
      await db
        .select({ m: marketVendors.marketId })
        .from(marketVendors)
        .where(eq(marketVendors.vendorId, id)),
    ),
  payment: marketOfRow(vendorPayments),
  application: marketOfRow(marketApplications),
  statement_send: marketOfRow(statementSends),
  sales_report: marketOfRow(salesReports),
};
