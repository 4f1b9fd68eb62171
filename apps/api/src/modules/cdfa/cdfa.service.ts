import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type CdfaReportInput,
  type CdfaReportResultRecord,
  type Locale,
  quarterLabel,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { FileStorage } from '../../plugins/storage';
import {
  findManagerDocument,
  insertDocument,
  lockQuotaOwner,
  managerDocumentRecord,
  nextSeriesVersion,
  pruneOldVersions,
  type QuotaSettings,
  refuseOverQuota,
  todayIn,
} from '../documents';
import { cdfaFigures, lockMarketReports } from './cdfa.repository';
import { renderCdfaPdf } from './cdfa-pdf';

function fileName(marketName: string, period: string) {
  const slug = marketName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `CDFA-Report-${slug || 'market'}-${period}.pdf`;
}

// Renders the quarter's report and keeps it as the manager's CDFA-Report document; a second report for
// the same market and quarter becomes a new version. The figures stay in cents (cdfa.mapper.ts makes dollars).
export async function createCdfaReport({
  db,
  storage,
  actor,
  input,
  now,
  quota,
  locale,
}: {
  db: Database;
  storage: FileStorage;
  actor: { managerId: string; userId: string };
  input: CdfaReportInput;
  now: Date;
  quota: QuotaSettings;
  /** The language of the request: the report's own notes are drawn in it, once, and stored (cdfa-pdf.ts). */
  locale: Locale;
}): Promise<CdfaReportResultRecord> {
  const source = await cdfaFigures({ db, managerId: actor.managerId, ...input });
  if (!source) throw notFound();
  const pdf = await renderCdfaPdf({ ...source, locale }, actor.managerId);
  const key = `${randomUUID()}.pdf`;
  await storage.put(key, Readable.from(pdf));
  const period = `${input.year}-Q${input.quarter}`;
  let id: string;
  let pruned: string[] = [];
  try {
    id = await db.transaction(async (tx) => {
      // Serialises reports of this market so two at once cannot take the same version.
      await lockMarketReports(tx, input.marketId);
      const owner = { kind: 'manager', managerId: actor.managerId } as const;
      await lockQuotaOwner(tx, owner);
      const version = await nextSeriesVersion({
        db: tx,
        managerId: actor.managerId,
        type: 'CDFA-Report',
        marketId: input.marketId,
        period,
      });
      const rowId = await insertDocument(tx, {
        ownerManagerId: actor.managerId,
        creatorId: actor.userId,
        type: 'CDFA-Report',
        storageKey: key,
        fileName: fileName(source.market.name, period),
        contentType: 'application/pdf',
        size: pdf.length,
        version,
        meta: {
          market_id: source.market.id,
          market_name: source.market.name,
          period,
          quarter: quarterLabel(input),
          start_date: source.report.startDate,
          end_date: source.report.endDate,
        },
      });
      if (!rowId) throw new Error('CDFA report was not stored');
      const series = {
        kind: 'manager',
        managerId: actor.managerId,
        type: 'CDFA-Report',
        marketId: input.marketId,
        period,
      } as const;
      pruned = await pruneOldVersions(tx, series, quota.oldVersionsKept);
      await refuseOverQuota(tx, owner, quota, pdf.length);
      return rowId;
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  for (const old of pruned) await storage.remove(old);
  const saved = await findManagerDocument({ db, managerId: actor.managerId, id });
  return { document: managerDocumentRecord(saved!, todayIn(now)), report: source.report };
}
