import {
  centsToDollars,
  type DayFloatFigures,
  type DayFloatFiguresRecord,
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

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
const centsOrNull = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : dollarsToCents(dollars);

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
    tokens_distributed_source: record.tokensDistributedSource,
    tokens_returned: record.tokensReturned.map(toTokenCountJson),
    notes: record.notes,
    custom_fields: record.customFields,
    shopper_count: record.shopperCount,
    shopper_count_method: record.shopperCountMethod,
    snap_transactions: record.snapTransactions,
    snap_sales: dollarsOrNull(record.snapCents),
    incentive_transactions: record.incentiveTransactions,
    incentive_sales: dollarsOrNull(record.incentiveCents),
    new_snap_customers: record.newSnapCustomers,
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
    tokens_distributed: record.tokensDistributed.map(toTokenCountJson),
    tokens_distributed_source: record.tokensDistributedSource,
    float_figures: record.floatFigures && toFloatFiguresJson(record.floatFigures),
  };
}

function toFloatFiguresJson(figures: DayFloatFiguresRecord): DayFloatFigures {
  return {
    snap_transactions: figures.snapTransactions,
    snap_sales: centsToDollars(figures.snapCents),
    incentive_transactions: figures.incentiveTransactions,
    incentive_sales: centsToDollars(figures.incentiveCents),
  };
}

// The one parser from a day report request's dollars to the cents the server stores.
export function toDayReportDraft(input: DayReportInput): DayReportDraft {
  return {
    name: input.name || null,
    additionalIncomeCents: dollarsToCents(input.additional_income ?? 0),
    expensesCents: dollarsToCents(input.expenses),
    // Ids as PostgreSQL writes them, so the JSON matches the tokens table wherever it is compared.
    tokensDistributed: (input.tokens_distributed ?? [])
      .filter((t) => t.count > 0)
      .map((t) => ({ ...t, token_id: t.token_id.toLowerCase() })),
    notes: input.notes || null,
    customFields: input.custom_fields ?? {},
    // The funders' figures: left out or null is "not counted".
    shopperCount: input.shopper_count ?? null,
    shopperCountMethod: input.shopper_count_method ?? null,
    snapTransactions: input.snap_transactions ?? null,
    snapCents: centsOrNull(input.snap_sales),
    incentiveTransactions: input.incentive_transactions ?? null,
    incentiveCents: centsOrNull(input.incentive_sales),
    newSnapCustomers: input.new_snap_customers ?? null,
  };
}
