import {
  type CheckoutContext,
  type CheckoutDraft,
  type CheckoutInputSchema,
  type CheckoutResult,
  centsToDollars,
  dollarsToCents,
  type Transaction,
  type TransactionListTotals,
  type TransactionRecord,
  type TransactionTotals,
  type TransactionTotalsRecord,
} from '@marketday/shared';
import type { z } from 'zod';
import type { CheckoutContextRecord } from './checkout-context.repository';
import type { TransactionListTotalsRecord } from './transaction-list.repository';

// The one place a checkout's cents become the API's dollars (docs/api-contracts.md, "Money at the edge").
export function toTransactionJson(record: TransactionRecord): Transaction {
  return {
    id: record.id,
    market_id: record.marketId,
    market_name: record.marketName,
    market_vendor_id: record.marketVendorId,
    vendor_id: record.vendorId,
    vendor_name: record.vendorName,
    vendor_type: record.vendorType,
    market_date: record.marketDate,
    reported_gross: centsToDollars(record.reportedGrossCents),
    market_fee: centsToDollars(record.marketFeeCents),
    gov_fee: centsToDollars(record.govFeeCents),
    token_total: centsToDollars(record.tokenTotalCents),
    money_owed: centsToDollars(record.moneyOwedCents),
    market_fee_calculation: record.marketFeeCalculation,
    tokens: record.tokens.map((t) => ({
      token_id: t.tokenId,
      name: t.name,
      count: t.count,
      per_dollar_value: centsToDollars(t.perDollarValueCents),
    })),
    custom_fields: record.customFields,
    receipt_email: record.receiptEmail,
    ...(record.checkedOutBy !== undefined ? { checked_out_by: record.checkedOutBy } : {}),
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

export function toCheckoutResultJson(record: TransactionRecord, message: string): CheckoutResult {
  const data = toTransactionJson(record);
  return {
    message,
    data,
    govFee: data.gov_fee,
    marketFee: data.market_fee,
    money_owed: data.money_owed,
    calculation: data.market_fee_calculation,
  };
}

export function toTotalsJson(totals: TransactionTotalsRecord): TransactionTotals {
  return {
    count: totals.count,
    reported_gross: centsToDollars(totals.reportedGrossCents),
    market_fee: centsToDollars(totals.marketFeeCents),
    gov_fee: centsToDollars(totals.govFeeCents),
    token_total: centsToDollars(totals.tokenTotalCents),
    money_owed: centsToDollars(totals.moneyOwedCents),
  };
}

// The one parser from a checkout request's dollars to the cents the server books.
export function toCheckoutDraft(body: z.output<typeof CheckoutInputSchema>): CheckoutDraft {
  return {
    marketVendorId: body.market_vendor_id,
    marketDate: body.market_date,
    reportedGrossCents: dollarsToCents(body.reported_gross),
    tokens: body.tokens.map((t) => ({ tokenId: t.token_id, count: t.count })),
    customFields: body.custom_fields,
    receiptEmail: body.receipt_email || null,
    salesReportId: body.sales_report_id ?? null,
    adjustReason: body.adjust_reason || null,
  };
}

export function toListTotalsJson(totals: TransactionListTotalsRecord): TransactionListTotals {
  return {
    ...toTotalsJson(totals),
    tokens: totals.tokens.map((t) => ({
      token_id: t.tokenId,
      name: t.name,
      count: t.count,
      value: centsToDollars(t.valueCents),
    })),
  };
}

// The checkout screen's context: each vendor's largest gross so far, in dollars (null before a first checkout).
export function toCheckoutContextJson(record: CheckoutContextRecord): CheckoutContext {
  return {
    ...record,
    vendors: record.vendors.map(({ largestGrossCents, vendorReport, ...vendor }) => ({
      ...vendor,
      largest_gross: largestGrossCents === null ? null : centsToDollars(largestGrossCents),
      vendor_report: vendorReport && {
        id: vendorReport.id,
        version: vendorReport.version,
        reported_gross: centsToDollars(vendorReport.reportedGrossCents),
        tokens: vendorReport.tokens,
        market_fee: centsToDollars(vendorReport.marketFeeCents),
        money_owed: centsToDollars(vendorReport.moneyOwedCents),
        submitted_at: vendorReport.createdAt.toISOString(),
      },
    })),
  };
}
