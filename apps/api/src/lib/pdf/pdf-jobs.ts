import type { CdfaSource } from '../../modules/cdfa/cdfa.repository';
import { drawCdfaPdf } from '../../modules/cdfa/cdfa-pdf';
import {
  drawProgramReportPdf,
  type ProgramReportPdfArgs,
} from '../../modules/program-report/program-report-pdf';
import { drawReceiptPdf, type ReceiptPdfArgs } from '../../modules/receipts/receipt-pdf';
import { drawReportPdf, type ReportPdfArgs } from '../../modules/reports/report-pdf';
import { drawStatementPdf, type StatementPdfArgs } from '../../modules/vendor-balances/statement-pdf';

// Every PDF the app makes, as a message the PDF worker can take (structured-clone data only).
export type PdfJob =
  | { kind: 'receipt'; args: ReceiptPdfArgs }
  | { kind: 'report'; args: ReportPdfArgs }
  | { kind: 'program-report'; args: ProgramReportPdfArgs }
  | { kind: 'statement'; args: StatementPdfArgs }
  | { kind: 'cdfa'; args: CdfaSource };

export function drawPdf(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'receipt':
      return drawReceiptPdf(job.args);
    case 'report':
      return drawReportPdf(job.args);
    case 'program-report':
      return drawProgramReportPdf(job.args);
    case 'statement':
      return drawStatementPdf(job.args);
    case 'cdfa':
      return drawCdfaPdf(job.args);
  }
}
