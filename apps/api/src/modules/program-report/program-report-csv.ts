import {
  PROGRAM_REPORT_CSV_COLUMNS,
  type ProgramReport,
  programReportCsvRows,
  toCsv,
} from '@marketday/shared';

// One row per token per month with a token distributed or redeemed (docs/product.md §16 lists the columns);
// written from the API's dollar-valued JSON, so the CSV and the JSON carry the same figures.
// Its header row stays in English for every reader, unlike the PDF (program-report-pdf.ts): docs/product.md §16 fixes
// it as a data format, the raw material funders' own forms are filled from, each header naming its unit
// ("Month (YYYY-MM)", "Token value (USD)"), listed column by column and changed only together with that table.
export function programReportCsv(report: ProgramReport): string {
  return toCsv(programReportCsvRows(report), PROGRAM_REPORT_CSV_COLUMNS);
}
