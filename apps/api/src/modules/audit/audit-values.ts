import {
  centsToDollars,
  type DayReportAuditValues,
  type TransactionAuditValues,
  type TransactionRecord,
} from '@marketday/shared';
import type { dayReports } from '../../db/schema';

// The money-relevant part of a checkout. The audit trail is a document the audit page shows as it was
// written, so it is kept in the API's dollars: this is the checkout's edge into it, converted here once.
export function transactionAuditValues(t: TransactionRecord): TransactionAuditValues {
  return {
    market_id: t.marketId,
    market_name: t.marketName,
    vendor_id: t.vendorId,
    vendor_name: t.vendorName,
    market_date: t.marketDate,
    reported_gross: centsToDollars(t.reportedGrossCents),
    market_fee: centsToDollars(t.marketFeeCents),
    market_fee_calculation: t.marketFeeCalculation,
    gov_fee: centsToDollars(t.govFeeCents),
    token_total: centsToDollars(t.tokenTotalCents),
    money_owed: centsToDollars(t.moneyOwedCents),
    tokens: t.tokens.map((token) => ({
      token_id: token.tokenId,
      name: token.name,
      count: token.count,
      per_dollar_value: centsToDollars(token.perDollarValueCents),
    })),
    custom_fields: t.customFields,
    receipt_email: t.receiptEmail,
  };
}

// A day report's own figures; its transaction income comes from the checkouts, which have their own history.
export function dayReportAuditValues(
  row: Pick<
    typeof dayReports.$inferSelect,
    | 'marketId'
    | 'marketDate'
    | 'name'
    | 'additionalIncomeCents'
    | 'expensesCents'
    | 'tokensDistributed'
    | 'notes'
    | 'customFields'
  >,
  tokenNames: Map<string, string>,
): DayReportAuditValues {
  return {
    market_id: row.marketId,
    date: row.marketDate,
    name: row.name,
    additional_income: centsToDollars(row.additionalIncomeCents),
    expenses: centsToDollars(row.expensesCents),
    tokens_distributed: row.tokensDistributed.map((t) => ({
      token_id: t.token_id,
      name: tokenNames.get(t.token_id) ?? 'Retired token',
      count: t.count,
    })),
    notes: row.notes,
    custom_fields: row.customFields,
  };
}
