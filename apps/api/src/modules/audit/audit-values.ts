import {
  centsToDollars,
  type DayReportAuditValues,
  type Transaction,
  type TransactionAuditValues,
} from '@marketday/shared';
import type { dayReports } from '../../db/schema';

// The money-relevant part of a checkout, in the API's dollars.
export function transactionAuditValues(t: Transaction): TransactionAuditValues {
  return {
    market_id: t.market_id,
    market_name: t.market_name,
    vendor_id: t.vendor_id,
    vendor_name: t.vendor_name,
    market_date: t.market_date,
    reported_gross: t.reported_gross,
    market_fee: t.market_fee,
    market_fee_calculation: t.market_fee_calculation,
    gov_fee: t.gov_fee,
    token_total: t.token_total,
    money_owed: t.money_owed,
    tokens: t.tokens.map((token) => ({
      token_id: token.token_id,
      name: token.name,
      count: token.count,
      per_dollar_value: token.per_dollar_value,
    })),
    custom_fields: t.custom_fields,
    receipt_email: t.receipt_email,
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
