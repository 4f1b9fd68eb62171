import {
  PROGRAM_REPORT_CSV_COLUMNS,
  type ProgramReport,
  programReportCsvRows,
  toCsv,
} from '@marketday/shared';

// One row per token per month with a token distributed or redeemed (docs/product.md §16 lists the columns);
// written from the API's dollar-valued JSON, so the CSV and the JSON carry the same figures.
export function programReportCsv(report: ProgramReport): string {
  return toCsv(programReportCsvRows(report), PROGRAM_REPORT_CSV_COLUMNS);
}
