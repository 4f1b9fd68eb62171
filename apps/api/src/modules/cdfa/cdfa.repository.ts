import { type CdfaReportRecord, quarterRange } from '@marketday/shared';
import { and, asc, between, desc, eq, inArray } from 'drizzle-orm';
import type { Database, ManagerMarket } from '../../db/client';
import {
  dayReports,
  documents,
  managers,
  markets,
  marketVendors,
  transactions,
  vendors,
} from '../../db/schema';
import { isManagersMarket } from '../markets';
import { marksInRange } from '../season';
import { attendedProducerDays } from './attended-days';

export type CdfaSource = NonNullable<Awaited<ReturnType<typeof cdfaFigures>>>;

// Serialises reports of this market (inside the transaction that stores one), so two at once cannot take the same
// version.
export async function lockMarketReports(tx: Database, marketId: string) {
  await tx.select({ id: markets.id }).from(markets).where(eq(markets.id, marketId)).for('no key update');
}

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
// Fees stay in cents: cdfa-pdf.ts draws them as they are, cdfa.mapper.ts makes the API's dollars.
export async function cdfaFigures({
  db,
  managerId,
  marketId,
  year,
  quarter,
}: ManagerMarket & {
  year: number;
  quarter: number;
}) {
  const [found] = await db
    .select({ market: markets, manager: managers })
    .from(markets)
    .innerJoin(managers, eq(managers.id, markets.managerId))
    .where(isManagersMarket({ managerId, marketId }));
  if (!found) return null;
  const { market, manager } = found;
  const range = quarterRange({ year, quarter });

  const [members, checkouts, reports, marks] = await Promise.all([
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
        and(eq(transactions.marketId, market.id), between(transactions.marketDate, range.start, range.end)),
      ),
    db
      .select({ marketDate: dayReports.marketDate })
      .from(dayReports)
      .where(and(eq(dayReports.marketId, market.id), between(dayReports.marketDate, range.start, range.end))),
    marksInRange({ db, marketId: market.id, ...range }),
  ]);
  // From attendance where the day has marks, from checkouts where it has none (attended-days.ts).
  const producerDays = attendedProducerDays({ checkouts, marks });
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

  // A market day is a date with any checkout, day report or attendance mark at this market.
  const marketDays = [
    ...new Set([
      ...checkouts.map((c) => c.marketDate),
      ...reports.map((r) => r.marketDate),
      ...marks.map((m) => m.date),
    ]),
  ].sort();
  // The market's gov. fee per certified producer per market day attended (docs/product.md §11).
  const feeCents = market.govFeeCents;
  const lines = producers.map((producer) => {
    const dates = producerDays
      .filter((c) => c.vendorId === producer.id)
      .map((c) => c.marketDate)
      .sort();
    const certificate = certificates.get(producer.id);
    return {
      vendorId: producer.id,
      businessName: producer.businessName,
      producerNames: producer.producerNames || null,
      certificateNumber: certificate?.meta.certificate_number?.trim() || 'Missing',
      county: certificate?.meta.county?.trim() || 'Missing',
      certificateExpires: certificate?.expr ?? null,
      daysAttended: dates.length,
      marketDates: dates,
      stateFeeCents: feeCents * dates.length,
    };
  });
  const report: CdfaReportRecord = {
    marketId: market.id,
    marketName: market.name,
    year,
    quarter,
    startDate: range.start,
    endDate: range.end,
    marketDays,
    stateFeePerDayCents: feeCents,
    producers: lines,
    totalProducerDays: lines.reduce((sum, line) => sum + line.daysAttended, 0),
    totalStateFeeCents: lines.reduce((sum, line) => sum + line.stateFeeCents, 0),
  };
  return { market, manager, report };
}
