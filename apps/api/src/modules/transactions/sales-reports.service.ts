import {
  type CheckoutDraft,
  centsToDollars,
  type Market,
  reportWindow,
  SALES_REPORT_MESSAGES,
  type SalesReport,
  type SalesReportDay,
  seasonDates,
  tokenAcceptedBy,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { badRequest, conflict, isUniqueViolation, orNotFound } from '../../lib/http-errors';
import { refuseFutureMarketDay } from '../../lib/market-day-rules';
import { namedTokenCounts } from '../../lib/token-names';
import { getMarket } from '../markets';
import { listDateChanges } from '../season';
import { marketTokenNames } from '../tokens';
import { readCheckoutInputs } from './checkout-inputs.repository';
import { priceFrom } from './checkout-pricing';
import { refuseUnacceptedTokens } from './checkout-token-rules';
import {
  findDayOutcome,
  insertReportVersion,
  listReportVersions,
  type ReportingSeller,
  type ReportVersionRow,
} from './sales-reports.repository';

// Vendors report their own sales (docs/product.md "Vendors report their sales"): the same pricing, token rules
// and market-day rules as the manager's checkout, inside the day's reporting window.

export type ReportFigures = { grossCents: number; tokens: { tokenId: string; count: number }[] };

const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    month: 'short',
    day: 'numeric',
  });

export function toSalesReportJson(row: ReportVersionRow, names: Map<string, string>): SalesReport {
  return {
    id: row.id,
    market_vendor_id: row.marketVendorId,
    market_date: row.marketDate,
    version: row.version,
    reported_gross: centsToDollars(row.reportedGrossCents),
    tokens: namedTokenCounts(row.tokens, names),
    market_fee: centsToDollars(row.marketFeeCents),
    money_owed: centsToDollars(row.moneyOwedCents),
    market_fee_calculation: row.marketFeeCalculation,
    channel: row.channel,
    submitted_at: row.createdAt.toISOString(),
  };
}

async function sellersMarket(db: Database, seller: ReportingSeller) {
  return orNotFound(await getMarket({ db, managerId: seller.managerId, marketId: seller.marketId }));
}

// A date the market meets on: its weekday in season, or an extra date, and not cancelled.
async function isOpenOn(db: Database, market: Market, date: string) {
  const changes = await listDateChanges({ db, marketId: market.id, start: date, end: date });
  const [day] = seasonDates(market, changes, { start: date, end: date });
  return day !== undefined && day.status !== 'CANCELLED';
}

function stateOf(market: Market, date: string, now: Date) {
  const window = reportWindow(market, date);
  const state = now < window.opensAt ? 'NOT_YET' : now >= window.closesAt ? 'CLOSED' : 'OPEN';
  return { window, state } as const;
}

// What the vendor's report screen shows for one market day.
export async function reportDay({
  db,
  seller,
  marketDate,
  now,
}: {
  db: Database;
  seller: ReportingSeller;
  marketDate: string;
  now: Date;
}): Promise<SalesReportDay> {
  const market = await sellersMarket(db, seller);
  const [versions, outcome, names, meets] = await Promise.all([
    listReportVersions({ db, marketVendorId: seller.marketVendorId, marketDate }),
    findDayOutcome({ db, marketVendorId: seller.marketVendorId, marketDate }),
    marketTokenNames(db, market.id),
    isOpenOn(db, market, marketDate),
  ]);
  const { window, state } = stateOf(market, marketDate, now);
  return {
    market_id: market.id,
    market_name: market.name,
    market_vendor_id: seller.marketVendorId,
    business_name: seller.businessName,
    market_date: marketDate,
    // A day booked before it was cancelled stays booked: the checkout stands.
    state: outcome ? 'BOOKED' : meets ? state : 'NO_MARKET',
    opens_at: window.opensAt.toISOString(),
    closes_at: window.closesAt.toISOString(),
    tokens: market.tokens.filter((token) => tokenAcceptedBy(token, seller.type)),
    vendor_type: seller.type,
    vendor_fees: market.vendor_fees.filter((fee) => fee.vendor_type === seller.type),
    gov_fee: market.gov_fee,
    reports: versions.map((row) => toSalesReportJson(row, names)),
    outcome: outcome && {
      transaction_id: outcome.transactionId,
      sales_report_id: outcome.salesReportId,
      adjust_reason: outcome.adjustReason,
      reported_gross: centsToDollars(outcome.reportedGrossCents),
      market_fee: centsToDollars(outcome.marketFeeCents),
      money_owed: centsToDollars(outcome.moneyOwedCents),
    },
  };
}

// A new version of the vendor's report, priced as the checkout would price it. Refused outside the day's window,
// for a date the market does not meet on, once the market has checked the vendor out, and for a token the
// vendor's type may not take.
export async function submitReport({
  db,
  seller,
  marketDate,
  figures,
  channel,
  userId,
  now,
}: {
  db: Database;
  seller: ReportingSeller;
  marketDate: string;
  figures: ReportFigures;
  channel: 'ACCOUNT' | 'LINK';
  userId: string | null;
  now: Date;
}): Promise<SalesReport> {
  const market = await sellersMarket(db, seller);
  const draft: CheckoutDraft = {
    marketVendorId: seller.marketVendorId,
    marketDate,
    reportedGrossCents: figures.grossCents,
    tokens: figures.tokens,
    customFields: {},
    receiptEmail: null,
  };
  // What the report names first (its tokens, priced as the checkout prices them), then when it is sent.
  const inputs = await readCheckoutInputs({ db, managerId: seller.managerId, marketId: market.id, draft });
  const priced = priceFrom(inputs, draft);
  refuseUnacceptedTokens({ inputs, draft, vendorType: priced.vendor.type });
  refuseFutureMarketDay({ date: marketDate, market, now, field: 'market_date' });
  if (!(await isOpenOn(db, market, marketDate)))
    throw badRequest(SALES_REPORT_MESSAGES.notMarketDay, {
      errors: [{ path: 'market_date', message: SALES_REPORT_MESSAGES.notMarketDay }],
    });
  const { window, state } = stateOf(market, marketDate, now);
  if (state === 'NOT_YET')
    throw badRequest(SALES_REPORT_MESSAGES.notOpenYet(timeFormat(market.time_zone).format(window.opensAt)));
  if (state === 'CLOSED') throw badRequest(SALES_REPORT_MESSAGES.closed);
  if (inputs.existing) throw conflict(SALES_REPORT_MESSAGES.alreadyBooked);
  let row: ReportVersionRow;
  try {
    row = await insertReportVersion(db, {
      managerId: seller.managerId,
      marketId: market.id,
      marketVendorId: seller.marketVendorId,
      vendorId: seller.vendorId,
      marketDate,
      reportedGrossCents: priced.grossCents,
      tokens: priced.lines.map((line) => ({ token_id: line.tokenId, count: line.count })),
      marketFeeCents: priced.totals.marketFeeCents,
      moneyOwedCents: priced.totals.moneyOwedCents,
      marketFeeCalculation: priced.totals.calculation,
      channel,
      createdBy: userId,
    });
  } catch (error) {
    // Two sends of the same day at once: one got the version number, the other is asked to look again.
    if (isUniqueViolation(error)) throw conflict(SALES_REPORT_MESSAGES.sentTwice);
    throw error;
  }
  return toSalesReportJson(row, new Map(priced.lines.map((line) => [line.tokenId, line.name])));
}
