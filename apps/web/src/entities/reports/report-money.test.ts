import { describe, expect, it } from 'vitest';
import {
  decodeReportDaySeries,
  decodeReportFigures,
  decodeReportIncome,
  decodeReportTokens,
  decodeVendorTypeSeries,
  reportFigureCents,
} from './report-money';

// The fixtures are the answer's dollars; what the screens get back is cents.
describe('report money', () => {
  it('decodes the totals and the day reports’ income into cents, the counts as they are', () => {
    expect(
      decodeReportFigures({
        transactions: 12,
        market_days: 3,
        gross_sales: 1234.5,
        market_fees: 74.07,
        gov_fees: 1.5,
        token_value: 10,
        owed_by_vendors: 80.57,
        paid_to_vendors: 0,
        money_owed: 80.57,
      }),
    ).toEqual({
      transactions: 12,
      market_days: 3,
      gross_sales_cents: 123450,
      market_fees_cents: 7407,
      gov_fees_cents: 150,
      token_value_cents: 1000,
      owed_by_vendors_cents: 8057,
      paid_to_vendors_cents: 0,
      money_owed_cents: 8057,
    });
    expect(
      decodeReportIncome({
        day_reports: 2,
        transaction_income: 80.57,
        additional_income: 0.1,
        expenses: 0.2,
        direct_deposit: -0.1,
      }),
    ).toEqual({
      day_reports: 2,
      transaction_income_cents: 8057,
      additional_income_cents: 10,
      expenses_cents: 20,
      direct_deposit_cents: -10,
    });
  });

  it('decodes the tokens and the vendor-type series; a single figure through reportFigureCents', () => {
    expect(
      decodeReportTokens([
        {
          token_id: 't1',
          name: 'CalFresh',
          market_id: 'm1',
          market_name: 'Downtown',
          per_dollar_value: 1,
          count: 2,
          value: 10.05,
        },
      ]),
    ).toEqual([
      {
        token_id: 't1',
        name: 'CalFresh',
        market_id: 'm1',
        market_name: 'Downtown',
        per_dollar_value_cents: 100,
        count: 2,
        value_cents: 1005,
      },
    ]);
    expect(
      decodeVendorTypeSeries([
        { vendor_type: 'PRODUCER', gross_sales: 100.1, market_fees: 0.1, gov_fees: 0.2 },
      ]),
    ).toEqual([
      { vendor_type: 'PRODUCER', gross_sales_cents: 10010, market_fees_cents: 10, gov_fees_cents: 20 },
    ]);
    expect(reportFigureCents(1.005)).toBe(101);
    expect(reportFigureCents(-12.5)).toBe(-1250);
  });

  it('reads the trend by market day in cents', () => {
    expect(
      decodeReportDaySeries([
        { market_date: '2026-11-21', gross_sales: 1234.56, market_fees: 74.07, gov_fees: 0.5 },
      ]),
    ).toEqual([
      { market_date: '2026-11-21', gross_sales_cents: 123456, market_fees_cents: 7407, gov_fees_cents: 50 },
    ]);
  });
});
