import {
  centsToDollars,
  type DayReport,
  type DayReportCalculated,
  type DayReportCalculatedRecord,
  type DayReportDraft,
  type DayReportInput,
  type DayReportRecord,
  type DayReportTokenCount,
  type DayReportTokenCountRecord,
  dollarsToCents,
} from '@marketday/shared';

// The one place a day report's cents become the API's dollars, and a request's dollars become cents
// (docs/api-contracts.md, "Money at the edge").

function toTokenCountJson(t: DayReportTokenCountRecord): DayReportTokenCount {
  return { token_id: t.tokenId, name: t.name, count: t.count };
}

export function toDayReportJson(record: DayReportRecord): DayReport {
  return {
    id: record.id,
    market: record.marketId,
    date: record.marketDate,
    name: record.name,
    transaction_income: centsToDollars(record.transactionIncomeCents),
    additional_income: centsToDollars(record.additionalIncomeCents),
    expenses: centsToDollars(record.expensesCents),
    direct_deposit: centsToDollars(record.directDepositCents),
    tokens_distributed: record.tokensDistributed.map(toTokenCountJson),
    tokens_returned: record.tokensReturned.map(toTokenCountJson),
    notes: record.notes,
    custom_fields: record.customFields,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

export function toDayReportCalculatedJson(record: DayReportCalculatedRecord): DayReportCalculated {
  return {
    transaction_income: centsToDollars(record.transactionIncomeCents),
    tokens_returned: record.tokensReturned.map(toTokenCountJson),
    custom_fields: record.customFieldNames,
    attendance: record.attendance,
  };
}

// The one parser from a day report request's dollars to the cents the server stores.
export function toDayReportDraft(input: DayReportInput): DayReportDraft {
  return {
    name: input.name || null,
    additionalIncomeCents: dollarsToCents(input.additional_income ?? 0),
    expensesCents: dollarsToCents(input.expenses),
    tokensDistributed: (input.tokens_distributed ?? []).filter((t) => t.count > 0),
    notes: input.notes || null,
    customFields: input.custom_fields ?? {},
  };
}
