import {
  type Cents,
  directDepositCents,
  type ReportIncomeRecord,
  type ReportMarketDayRecord,
} from '@marketday/shared';
import type { DayReportFigures, NightIncomeRow } from './reports.repository';

// Market nights: what their checkouts brought in, and their day reports (docs/product.md §5 direct deposit).
// Everything here is in cents; reports.mapper.ts makes the dollars.
function deposit(income: Cents, additional: Cents, expenses: Cents): Cents {
  return directDepositCents({
    transactionIncomeCents: income,
    additionalIncomeCents: additional,
    expensesCents: expenses,
  });
}

/** A market night in cents: its checkouts' income and its day report's figures, if it has one. */
export type Night = {
  market_id: string;
  market_name: string;
  market_date: string;
  has_day_report: boolean;
  income: Cents;
  additional_income: Cents;
  expenses: Cents;
};

// Every night with checkouts or a day report, newest first; a night without a report has no extra income
// or expenses.
export function mergeNights({
  incomes,
  reports,
  names,
}: {
  incomes: NightIncomeRow[];
  reports: DayReportFigures[];
  names: Map<string, string>;
}): Night[] {
  const nights = new Map<string, Night>();
  const night = (market_id: string, market_date: string) => {
    const key = `${market_id}:${market_date}`;
    let found = nights.get(key);
    if (!found) {
      found = {
        market_id,
        market_name: names.get(market_id) ?? 'Unknown market',
        market_date,
        has_day_report: false,
        income: 0,
        additional_income: 0,
        expenses: 0,
      };
      nights.set(key, found);
    }
    return found;
  };
  for (const i of incomes) night(i.market_id, i.market_date).income = i.income;
  for (const r of reports) {
    Object.assign(night(r.market_id, r.market_date), {
      has_day_report: true,
      additional_income: r.additional_income,
      expenses: r.expenses,
    });
  }
  return [...nights.values()].sort(
    (a, b) => b.market_date.localeCompare(a.market_date) || a.market_name.localeCompare(b.market_name),
  );
}

export function marketDay(n: Night): ReportMarketDayRecord {
  return {
    marketId: n.market_id,
    marketName: n.market_name,
    marketDate: n.market_date,
    hasDayReport: n.has_day_report,
    transactionIncomeCents: n.income,
    additionalIncomeCents: n.additional_income,
    expensesCents: n.expenses,
    directDepositCents: deposit(n.income, n.additional_income, n.expenses),
  };
}

// Summed in cents: the total equals the sum of the nights to the cent.
export function incomeOf(nights: Night[]): ReportIncomeRecord {
  const sum = (pick: (n: Night) => Cents) => nights.reduce((s, n) => s + pick(n), 0);
  const income = sum((n) => n.income);
  const additional = sum((n) => n.additional_income);
  const expenses = sum((n) => n.expenses);
  return {
    dayReports: nights.filter((n) => n.has_day_report).length,
    transactionIncomeCents: income,
    additionalIncomeCents: additional,
    expensesCents: expenses,
    directDepositCents: deposit(income, additional, expenses),
  };
}
