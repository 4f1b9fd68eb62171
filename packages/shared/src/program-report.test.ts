import { describe, expect, it } from 'vitest';
import {
  formatMonth,
  type ProgramFigures,
  type ProgramReport,
  ProgramReportQuerySchema,
  programReportCsvRows,
  programReportFilename,
} from './program-report';

const MARKET = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';
const zero: ProgramFigures = {
  tokens_distributed: 0,
  value_distributed: 0,
  tokens_redeemed: 0,
  value_redeemed: 0,
  market_days: 0,
  vendors: 0,
};
const token = (name: string, months: string[]) => ({
  token_id: name,
  name,
  per_dollar_value: 1,
  is_retired: false,
  ...zero,
  months: months.map((month) => ({ month, ...zero })),
});

describe('program report query', () => {
  it('needs one market and a range whose start is not after its end', () => {
    const ok = { market_id: MARKET, start_date: '2026-10-01', end_date: '2026-10-01' };
    expect(ProgramReportQuerySchema.safeParse(ok).success).toBe(true);
    const issues = (value: object) =>
      ProgramReportQuerySchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...ok, end_date: '2026-09-30' })).toEqual([
      ['end_date', 'Start date must be before or equal to end date'],
    ]);
    expect(issues({ start_date: ok.start_date, end_date: ok.end_date })).toEqual([
      ['market_id', 'Market is required'],
    ]);
    expect(issues({ ...ok, market_id: 'x' })).toEqual([['market_id', 'Market ID must be a valid UUID']]);
    expect(ProgramReportQuerySchema.safeParse({ ...ok, start_date: '2026-02-30' }).success).toBe(false);
  });
});

describe('program report CSV rows and names', () => {
  it('orders the rows by month, keeping the program and token order within a month', () => {
    const report: ProgramReport = {
      query: { market_id: MARKET, start_date: '2026-09-01', end_date: '2026-11-30' },
      market_name: 'Davis',
      programs: [
        {
          program: 'SNAP',
          program_name: null,
          label: 'SNAP',
          ...zero,
          tokens: [token('CalFresh', ['2026-09', '2026-11']), token('EBT', ['2026-11'])],
          months: [],
        },
        {
          program: 'INCENTIVE',
          program_name: 'Market Match',
          label: 'Incentive: Market Match',
          ...zero,
          tokens: [token('Match', ['2026-09', '2026-10'])],
          months: [],
        },
      ],
    };
    expect(programReportCsvRows(report).map((r) => [r.month, r.token.name, r.programName])).toEqual([
      ['2026-09', 'CalFresh', null],
      ['2026-09', 'Match', 'Market Match'],
      ['2026-10', 'Match', 'Market Match'],
      ['2026-11', 'CalFresh', null],
      ['2026-11', 'EBT', null],
    ]);
  });

  it('names months and files', () => {
    expect(formatMonth('2026-01')).toBe('January 2026');
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(
      programReportFilename({
        marketName: 'Davis Downtown Farmers Market',
        startDate: '2026-10-01',
        endDate: '2026-11-30',
        extension: 'pdf',
      }),
    ).toBe('program-report-davis-downtown-farmers-market-2026-10-01-to-2026-11-30.pdf');
  });
});
