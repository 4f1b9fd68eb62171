import type {
  StoredDayReportAuditValues,
  StoredTransactionAuditValues,
  TransactionRecord,
} from '@marketday/shared';
import { namedTokenCounts } from '../../lib/token-names';
import type { DayReportRow } from './audit.repository';

// The money-relevant part of a checkout, stored in cents like the checkout itself; the history routes turn it
// into the API's dollars when they answer (auditValuesInDollars in packages/shared/src/audit.ts).
export function transactionAuditValues(t: TransactionRecord): StoredTransactionAuditValues {
  return {
    market_id: t.marketId,
    market_name: t.marketName,
    vendor_id: t.vendorId,
    vendor_name: t.vendorName,
    market_date: t.marketDate,
    reported_gross_cents: t.reportedGrossCents,
    market_fee_cents: t.marketFeeCents,
    market_fee_calculation: t.marketFeeCalculation,
    gov_fee_cents: t.govFeeCents,
    token_total_cents: t.tokenTotalCents,
    money_owed_cents: t.moneyOwedCents,
    tokens: t.tokens.map((token) => ({
      token_id: token.tokenId,
      name: token.name,
      count: token.count,
      per_dollar_value_cents: token.perDollarValueCents,
    })),
    custom_fields: t.customFields,
    receipt_email: t.receiptEmail,
  };
}

// A day report's own figures; its transaction income comes from the checkouts, which have their own history.
export function dayReportAuditValues(
  row: Pick<
    DayReportRow,
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
): StoredDayReportAuditValues {
  return {
    market_id: row.marketId,
    date: row.marketDate,
    name: row.name,
    additional_income_cents: row.additionalIncomeCents,
    expenses_cents: row.expensesCents,
    tokens_distributed: namedTokenCounts(row.tokensDistributed, tokenNames),
    notes: row.notes,
    custom_fields: row.customFields,
  };
}
