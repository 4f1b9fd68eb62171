import {
  centsToDollars,
  type ProgramFigures,
  type ProgramFiguresRecord,
  type ProgramMonth,
  type ProgramMonthRecord,
  type ProgramReport,
  type ProgramReportRecord,
} from '@marketday/shared';

// The one place the program report's cents become the API's dollars.
const $ = centsToDollars;

function toFiguresJson(f: ProgramFiguresRecord): ProgramFigures {
  return {
    tokens_distributed: f.tokensDistributed,
    value_distributed: $(f.valueDistributedCents),
    tokens_redeemed: f.tokensRedeemed,
    value_redeemed: $(f.valueRedeemedCents),
    market_days: f.marketDays,
    vendors: f.vendors,
  };
}

const toMonthJson = (m: ProgramMonthRecord): ProgramMonth => ({ month: m.month, ...toFiguresJson(m) });

export function toProgramReportJson(report: ProgramReportRecord): ProgramReport {
  return {
    query: {
      market_id: report.query.marketId,
      start_date: report.query.startDate,
      end_date: report.query.endDate,
    },
    market_name: report.marketName,
    programs: report.programs.map((p) => ({
      program: p.program,
      program_name: p.programName,
      label: p.label,
      ...toFiguresJson(p),
      tokens: p.tokens.map((t) => ({
        token_id: t.tokenId,
        name: t.name,
        per_dollar_value: $(t.perDollarValueCents),
        is_retired: t.isRetired,
        ...toFiguresJson(t),
        months: t.months.map(toMonthJson),
      })),
      months: p.months.map(toMonthJson),
    })),
  };
}
