import { type CdfaReport, centsToDollars, quarterRange } from '@marketday/shared';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  dayReports,
  documents,
  managers,
  markets,
  marketVendors,
  transactions,
  vendors,
} from '../../db/schema';

export type CdfaSource = NonNullable<Awaited<ReturnType<typeof cdfaFigures>>>;

// The latest CPC certificate of each producer: its number and county come from the document's meta.
async function latestCertificates(db: Database, vendorIds: string[]) {
  if (vendorIds.length === 0) return new Map<string, typeof documents.$inferSelect>();
  const rows = await db
    .selectDistinctOn([documents.ownerVendorId])
    .from(documents)
    .where(and(eq(documents.type, 'CPC-Certificate'), inArray(documents.ownerVendorId, vendorIds)))
    .orderBy(documents.ownerVendorId, desc(documents.version));
  return new Map(rows.map((row) => [row.ownerVendorId ?? '', row]));
}

// Everything the quarterly report states, from the manager's own rows; null for another account's market.
export async function cdfaFigures({
  db,
  managerId,
  marketId,
  year,
  quarter,
}: {
  db: Database;
  managerId: string;
  marketId: string;
  year: number;
  quarter: number;
}) {
  const [found] = await db
    .select({ market: markets, manager: managers })
    .from(markets)
    .innerJoin(managers, eq(managers.id, markets.managerId))
    .where(and(eq(markets.id, marketId), eq(markets.managerId, managerId)));
  if (!found) return null;
  const { market, manager } = found;
  const range = quarterRange({ year, quarter });

  const [members, checkouts, reports] = await Promise.all([
    db
      .select({ id: vendors.id, businessName: vendors.businessName, producerNames: vendors.producerNames })
      .from(marketVendors)
      .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
      .where(and(eq(marketVendors.marketId, market.id), eq(vendors.type, 'PRODUCER')))
      .orderBy(asc(vendors.businessName)),
    db
      .selectDistinct({
        vendorId: transactions.vendorId,
        marketDate: transactions.marketDate,
        vendorType: transactions.vendorType,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.marketId, market.id),
          gte(transactions.marketDate, range.start),
          lte(transactions.marketDate, range.end),
        ),
      ),
    db
      .select({ marketDate: dayReports.marketDate })
      .from(dayReports)
      .where(
        and(
          eq(dayReports.marketId, market.id),
          gte(dayReports.marketDate, range.start),
          lte(dayReports.marketDate, range.end),
        ),
      ),
  ]);
  // Days count as a certified producer's when the checkout was booked as a PRODUCER (the type is copied onto
  // each checkout), so a later change of type neither hides nor adds days of the quarter.
  const producerDays = checkouts.filter((c) => c.vendorType === 'PRODUCER');
  const memberIds = new Set(members.map((m) => m.id));
  const formerIds = [...new Set(producerDays.map((c) => c.vendorId))].filter((id) => !memberIds.has(id));
  const former = formerIds.length
    ? await db
        .select({ id: vendors.id, businessName: vendors.businessName, producerNames: vendors.producerNames })
        .from(vendors)
        .where(inArray(vendors.id, formerIds))
    : [];
  const producers = [...members, ...former].sort((a, b) => a.businessName.localeCompare(b.businessName));
  const certificates = await latestCertificates(
    db,
    producers.map((p) => p.id),
  );

  // A market day is a date with any checkout or a day report at this market.
  const marketDays = [
    ...new Set([...checkouts.map((c) => c.marketDate), ...reports.map((r) => r.marketDate)]),
  ].sort();
  const feeCents = market.govFeeCents;
  const lines = producers.map((producer) => {
    const dates = producerDays
      .filter((c) => c.vendorId === producer.id)
      .map((c) => c.marketDate)
      .sort();
    const certificate = certificates.get(producer.id);
    return {
      vendor_id: producer.id,
      business_name: producer.businessName,
      producer_names: producer.producerNames || null,
      certificate_number: certificate?.meta.certificate_number?.trim() || 'Missing',
      county: certificate?.meta.county?.trim() || 'Missing',
      certificate_expires: certificate?.expr ?? null,
      days_attended: dates.length,
      market_dates: dates,
      // The market's gov. fee per certified producer per market day attended (DESIGN.md §4), in cents.
      stateFeeCents: feeCents * dates.length,
    };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.stateFeeCents, 0);
  const report: CdfaReport = {
    market_id: market.id,
    market_name: market.name,
    year,
    quarter,
    start_date: range.start,
    end_date: range.end,
    market_days: marketDays,
    producers: lines.map(({ stateFeeCents, ...line }) => ({
      ...line,
      state_fee: centsToDollars(stateFeeCents),
    })),
    total_producer_days: lines.reduce((sum, line) => sum + line.days_attended, 0),
    total_state_fee: centsToDollars(totalCents),
  };
  return { market, manager, report, feeCents, totalCents, stateFeeCents: lines.map((l) => l.stateFeeCents) };
}
