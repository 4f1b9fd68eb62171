import { z } from 'zod';
import { type CsvColumn, fileSlug } from './csv';
import { dateRangeQuery, ISO_DATE_RANGE } from './dates';
import { TOKEN_PROGRAMS, type TokenProgram } from './enums';
import type { Cents } from './money';
import { dateRangeFields } from './reference-fields';

// Issue 17 item 4: the program report a market hands its funders (SNAP, incentive programs…): per program and
// token, the tokens handed to shoppers (day reports) and taken by vendors (checkouts), per month and in all.
// The CSV's columns are documented in docs/product.md §16.

// GET /market-managers/reports/programs(.csv|.pdf): always one market, and the report's own date rules.
export const ProgramReportQuerySchema = dateRangeQuery({
  market_id: z
    .uuid({
      error: (issue) => (issue.input === undefined ? 'Market is required' : 'Market ID must be a valid UUID'),
    })
    .toLowerCase(),
  ...ISO_DATE_RANGE,
});
export type ProgramReportQuery = z.input<typeof ProgramReportQuerySchema>;

// ---- The report as the server builds it: every amount in integer cents ----

export type ProgramFiguresRecord = {
  /**
   * Tokens handed to shoppers: the token float's issues on a day it has entries, else the day report's "tokens
   * distributed" (docs/product.md §20).
   */
  tokensDistributed: number;
  /** Tokens distributed × the token's value today (a day report keeps no value of its own). */
  valueDistributedCents: Cents;
  /** Tokens vendors took, from the checkouts. */
  tokensRedeemed: number;
  /** Σ count × the token's value at each checkout. */
  valueRedeemedCents: Cents;
  /** Days with a checkout redeeming or a day report distributing the token(s). */
  marketDays: number;
  /** Distinct vendors that redeemed the token(s). */
  vendors: number;
};

export type ProgramMonthRecord = ProgramFiguresRecord & { month: string };

export type ProgramTokenRecord = ProgramFiguresRecord & {
  tokenId: string;
  name: string;
  perDollarValueCents: Cents;
  isRetired: boolean;
  months: ProgramMonthRecord[];
};

export type ProgramRecord = ProgramFiguresRecord & {
  program: TokenProgram;
  programName: string | null;
  label: string;
  tokens: ProgramTokenRecord[];
  months: ProgramMonthRecord[];
};

export type ProgramReportRecord = {
  query: { marketId: string; startDate: string; endDate: string };
  marketName: string;
  programs: ProgramRecord[];
};

// ---- The API's shape (dollars, snake_case) ----

export const ProgramFiguresSchema = z.object({
  tokens_distributed: z.number().int(),
  value_distributed: z.number(),
  tokens_redeemed: z.number().int(),
  value_redeemed: z.number(),
  market_days: z.number().int(),
  vendors: z.number().int(),
});
export type ProgramFigures = z.infer<typeof ProgramFiguresSchema>;

/** `month` is YYYY-MM; only months with a token distributed or redeemed are listed. */
export const ProgramMonthSchema = ProgramFiguresSchema.extend({ month: z.string() });
export type ProgramMonth = z.infer<typeof ProgramMonthSchema>;

export const ProgramReportTokenSchema = ProgramFiguresSchema.extend({
  token_id: z.string(),
  name: z.string(),
  per_dollar_value: z.number(),
  /** A deleted token, listed because it has figures in the range. */
  is_retired: z.boolean(),
  months: z.array(ProgramMonthSchema),
});
export type ProgramReportToken = z.infer<typeof ProgramReportTokenSchema>;

/** One program (an incentive program per name); its figures are the total of its tokens. */
export const ProgramReportProgramSchema = ProgramFiguresSchema.extend({
  program: z.enum(TOKEN_PROGRAMS),
  program_name: z.string().nullable(),
  label: z.string(),
  tokens: z.array(ProgramReportTokenSchema),
  months: z.array(ProgramMonthSchema),
});
export type ProgramReportProgram = z.infer<typeof ProgramReportProgramSchema>;

export const ProgramReportSchema = z.object({
  query: z.object({ market_id: z.string(), ...dateRangeFields }),
  market_name: z.string(),
  programs: z.array(ProgramReportProgramSchema),
});
export type ProgramReport = z.infer<typeof ProgramReportSchema>;

// ---- Figures and columns, named once for the screen, the CSV and the PDF ----

type FigureColumn = {
  /** On screen and in the PDF. */
  header: string;
  /** In the CSV, with its unit. */
  csvHeader: string;
  kind: 'number' | 'money';
  json: (f: ProgramFigures) => number;
  record: (f: ProgramFiguresRecord) => number;
};

/** A figure read from the same field of the API's figures and the server's record (snake_case, camelCase). */
function figureColumn(
  header: string,
  csvHeader: string,
  kind: FigureColumn['kind'],
  json: keyof ProgramFigures,
  record: keyof ProgramFiguresRecord,
): FigureColumn {
  return { header, csvHeader, kind, json: (f) => f[json], record: (f) => f[record] };
}

export const PROGRAM_FIGURE_COLUMNS: readonly FigureColumn[] = [
  figureColumn(
    'Tokens distributed',
    'Tokens distributed (count)',
    'number',
    'tokens_distributed',
    'tokensDistributed',
  ),
  figureColumn(
    'Value distributed',
    'Value distributed (USD)',
    'money',
    'value_distributed',
    'valueDistributedCents',
  ),
  figureColumn('Tokens redeemed', 'Tokens redeemed (count)', 'number', 'tokens_redeemed', 'tokensRedeemed'),
  figureColumn('Value redeemed', 'Value redeemed (USD)', 'money', 'value_redeemed', 'valueRedeemedCents'),
  figureColumn('Market days', 'Market days (count)', 'number', 'market_days', 'marketDays'),
  figureColumn('Vendors', 'Vendors redeeming (count)', 'number', 'vendors', 'vendors'),
];

/** One CSV line: one token in one month. */
export type ProgramReportCsvRow = {
  market: string;
  month: string;
  program: string;
  programName: string | null;
  token: ProgramReportToken;
  figures: ProgramMonth;
};

export const PROGRAM_REPORT_CSV_COLUMNS: readonly CsvColumn<ProgramReportCsvRow>[] = [
  { header: 'Market', value: (r) => r.market },
  { header: 'Month (YYYY-MM)', value: (r) => r.month },
  { header: 'Program', value: (r) => r.program },
  { header: 'Incentive program', value: (r) => r.programName },
  { header: 'Token', value: (r) => r.token.name },
  { header: 'Token value (USD)', value: (r) => r.token.per_dollar_value, kind: 'money' },
  ...PROGRAM_FIGURE_COLUMNS.map(
    (c): CsvColumn<ProgramReportCsvRow> => ({
      header: c.csvHeader,
      value: (r) => c.json(r.figures),
      kind: c.kind,
    }),
  ),
];

/** The CSV's rows: month by month, then program and token in the report's order. */
export function programReportCsvRows(report: ProgramReport): ProgramReportCsvRow[] {
  const rows = report.programs.flatMap((program) =>
    program.tokens.flatMap((token) =>
      token.months.map((figures) => ({
        market: report.market_name,
        month: figures.month,
        program: program.label,
        programName: program.program_name,
        token,
        figures,
      })),
    ),
  );
  // A stable sort keeps the program and token order within each month.
  return rows.sort((a, b) => a.month.localeCompare(b.month));
}

/** "2026-11" → "November 2026". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** program-report-<market-slug>-<start>-to-<end>.csv|pdf, the same from the API and the page. */
export function programReportFilename({
  marketName,
  startDate,
  endDate,
  extension,
}: {
  marketName: string;
  startDate: string;
  endDate: string;
  extension: 'csv' | 'pdf';
}): string {
  return `program-report-${fileSlug(marketName)}-${startDate}-to-${endDate}.${extension}`;
}
