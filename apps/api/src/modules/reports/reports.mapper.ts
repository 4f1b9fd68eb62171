import {
  centsToDollars,
  type Report,
  type ReportFigures,
  type ReportFiguresRecord,
  type ReportIncomeFiguresRecord,
  type ReportRecord,
  type ReportRow,
  type ReportRowRecord,
  type ReportSeriesFiguresRecord,
} from '@marketday/shared';

// The one place a report's cents become the API's dollars (docs/api-contracts.md, "Money at the edge").
const $ = centsToDollars;

function toFiguresJson(f: ReportFiguresRecord): ReportFigures {
  return {
    transactions: f.transactions,
    market_days: f.marketDays,
    gross_sales: $(f.grossSalesCents),
    market_fees: $(f.marketFeesCents),
    gov_fees: $(f.govFeesCents),
    token_value: $(f.tokenValueCents),
    owed_by_vendors: $(f.owedByVendorsCents),
    paid_to_vendors: $(f.paidToVendorsCents),
    money_owed: $(f.moneyOwedCents),
  };
}

function toRowJson(row: ReportRowRecord): ReportRow {
  return {
    ...toFiguresJson(row),
    market_id: row.marketId,
    market_name: row.marketName,
    market_date: row.marketDate,
    vendor_id: row.vendorId,
    vendor_name: row.vendorName,
    vendor_type: row.vendorType,
    tokens: row.tokens.map((t) => ({ token_id: t.tokenId, count: t.count, value: $(t.valueCents) })),
  };
}

// The same four income figures stand in the range's income and in each market day.
function toIncomeFiguresJson(f: ReportIncomeFiguresRecord) {
  return {
    transaction_income: $(f.transactionIncomeCents),
    additional_income: $(f.additionalIncomeCents),
    expenses: $(f.expensesCents),
    direct_deposit: $(f.directDepositCents),
  };
}

function toSeriesFiguresJson(f: ReportSeriesFiguresRecord) {
  return {
    gross_sales: $(f.grossSalesCents),
    market_fees: $(f.marketFeesCents),
    gov_fees: $(f.govFeesCents),
  };
}

export function toReportJson(report: ReportRecord): Report {
  const { query, income } = report;
  return {
    query: {
      market_id: query.marketId,
      start_date: query.startDate,
      end_date: query.endDate,
      vendor_type: query.vendorType,
      view_mode: query.viewMode,
    },
    totals: toFiguresJson(report.totals),
    tokens: report.tokens.map((t) => ({
      token_id: t.tokenId,
      name: t.name,
      market_id: t.marketId,
      market_name: t.marketName,
      per_dollar_value: $(t.perDollarValueCents),
      count: t.count,
      value: $(t.valueCents),
    })),
    income: { day_reports: income.dayReports, ...toIncomeFiguresJson(income) },
    rows: report.rows.map(toRowJson),
    truncated: report.truncated,
    groups: {
      vendors: report.groups.vendors.map(toRowJson),
      markets: report.groups.markets.map(toRowJson),
      days: report.groups.days.map(toRowJson),
    },
    market_days: report.marketDays.map((d) => ({
      market_id: d.marketId,
      market_name: d.marketName,
      market_date: d.marketDate,
      has_day_report: d.hasDayReport,
      ...toIncomeFiguresJson(d),
    })),
    series: {
      by_day: report.series.byDay.map((d) => ({
        market_date: d.marketDate,
        ...toSeriesFiguresJson(d),
      })),
      by_vendor_type: report.series.byVendorType.map((v) => ({
        vendor_type: v.vendorType,
        ...toSeriesFiguresJson(v),
      })),
    },
  };
}
