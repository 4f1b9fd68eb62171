// @vitest-environment node
import type { DayReport } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { decodeCalculatedDayReport, decodeDayReports, encodeDayReportDraft } from './day-report-money';

// A saved report as the server answers it (dollars).
const REPORT = {
  id: 'r-1',
  market: 'm-1',
  date: '2026-11-22',
  name: null,
  transaction_income: 100.1,
  additional_income: 0.2,
  expenses: 42.5,
  direct_deposit: 57.8,
  tokens_distributed: [],
  tokens_returned: [],
  notes: null,
  custom_fields: {},
  tokens_distributed_source: 'report',
  shopper_count: 412,
  shopper_count_method: 'HEADCOUNT',
  snap_transactions: 37,
  snap_sales: 1234.56,
  incentive_transactions: null,
  incentive_sales: null,
  new_snap_customers: 0,
  created_at: '2026-11-22T20:00:00.000Z',
  updated_at: '2026-11-22T20:00:00.000Z',
} satisfies DayReport;

describe('day report money', () => {
  it('reads the saved reports in cents', () => {
    const [report] = decodeDayReports([REPORT]);
    expect(report).toMatchObject({
      id: 'r-1',
      date: '2026-11-22',
      transaction_income_cents: 10010,
      additional_income_cents: 20,
      expenses_cents: 4250,
      direct_deposit_cents: 5780,
      // The funders' dollars in cents too; not counted stays null.
      snap_sales_cents: 123456,
      incentive_sales_cents: null,
      shopper_count: 412,
    });
    expect(report).not.toHaveProperty('expenses');
    expect(report).not.toHaveProperty('snap_sales');
  });

  it("reads the night's calculated income in cents", () => {
    expect(
      decodeCalculatedDayReport({
        transaction_income: 412.3,
        tokens_returned: [],
        custom_fields: ['Weather'],
        attendance: { present: 3, absent: 1, expected: 2 },
        tokens_distributed: [],
        tokens_distributed_source: 'float',
        float_figures: {
          snap_transactions: 5,
          snap_sales: 60.01,
          incentive_transactions: 4,
          incentive_sales: 0.29,
        },
      }),
    ).toEqual({
      transaction_income_cents: 41230,
      tokens_returned: [],
      custom_fields: ['Weather'],
      attendance: { present: 3, absent: 1, expected: 2 },
      tokens_distributed: [],
      tokens_distributed_source: 'float',
      float_figures: {
        snap_transactions: 5,
        snap_sales_cents: 6001,
        incentive_transactions: 4,
        incentive_sales_cents: 29,
      },
    });
  });

  it("writes the form's cents as the request's dollars", () => {
    expect(
      encodeDayReportDraft({
        market: 'm-1',
        date: '2026-11-22',
        additional_income_cents: 20,
        expenses_cents: 4250,
        tokens_distributed: [],
      }),
    ).toEqual({
      market: 'm-1',
      date: '2026-11-22',
      additional_income: 0.2,
      expenses: 42.5,
      tokens_distributed: [],
    });
    expect(
      encodeDayReportDraft({
        market: 'm-1',
        date: '2026-11-22',
        additional_income_cents: 0,
        expenses_cents: 0,
        snap_sales_cents: 123456,
        incentive_sales_cents: null,
      }),
    ).toMatchObject({ snap_sales: 1234.56, incentive_sales: null });
  });
});
