import {
  type DocumentStatus,
  documentStatus,
  REQUIRED_DOCUMENTS,
  todayAtMarket,
  type VendorDocumentSummary,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { getMarket, type ManagerMarket } from '../markets';
import { marketSellerDocuments } from './documents.repository';

const pct = (n: number, total: number) => (total === 0 ? 0 : Math.round((n / total) * 1000) / 10);

// A market of the manager's, counted on today's date at the market (decision 005: the per-market summary uses
// the market's own zone; document records use shared isoToday). Another account's market is not found.
export async function managerMarketCompliance({
  now,
  ...key
}: ManagerMarket & { now: Date }): Promise<VendorDocumentSummary> {
  const market = await getMarket(key);
  if (!market) throw notFound();
  return marketCompliance({ db: key.db, marketId: market.id, today: todayAtMarket(market, now) });
}

// docs/product.md §11: every required document of every vendor in the market, counted by status.
export async function marketCompliance({
  db,
  marketId,
  today,
}: {
  db: Database;
  marketId: string;
  today: string;
}): Promise<VendorDocumentSummary> {
  const { sellers, latest } = await marketSellerDocuments({ db, marketId });
  const counts: Record<DocumentStatus, number> = {
    PAST_DUE: 0,
    URGENT: 0,
    DUE_SOON: 0,
    UP_TO_DATE: 0,
    NO_DOCUMENT: 0,
  };
  const needAction: VendorDocumentSummary['vendor_that_requires_action'] = [];
  for (const seller of sellers) {
    let flagged = false;
    for (const type of REQUIRED_DOCUMENTS[seller.type]) {
      const doc = latest.find((d) => d.ownerVendorId === seller.id && d.type === type);
      const status = documentStatus({ expr: doc?.expr, today });
      counts[status] += 1;
      if (status === 'PAST_DUE' || status === 'URGENT') flagged = true;
    }
    if (flagged) needAction.push({ vendor_id: seller.id, vendor_name: seller.name });
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const destructive = counts.PAST_DUE + counts.URGENT;
  return {
    market_id: marketId,
    past_due: counts.PAST_DUE,
    urgent: counts.URGENT,
    due_soon: counts.DUE_SOON,
    up_to_date: counts.UP_TO_DATE,
    no_document: counts.NO_DOCUMENT,
    destructive,
    warning: counts.DUE_SOON,
    success: counts.UP_TO_DATE,
    total,
    past_due_percent: pct(counts.PAST_DUE, total),
    urgent_percent: pct(counts.URGENT, total),
    due_soon_percent: pct(counts.DUE_SOON, total),
    up_to_date_percent: pct(counts.UP_TO_DATE, total),
    no_document_percent: pct(counts.NO_DOCUMENT, total),
    destructive_percent: pct(destructive, total),
    warning_percent: pct(counts.DUE_SOON, total),
    success_percent: pct(counts.UP_TO_DATE, total),
    vendor_that_requires_action: needAction,
  };
}
