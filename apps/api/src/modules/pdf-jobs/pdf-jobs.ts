import { type BoothMapPdfArgs, drawBoothMapPdf } from '../booth-map-pdf';
import { type CdfaPdfArgs, drawCdfaPdf } from '../cdfa';
import { drawFunderReportPdf, type FunderReportPdfArgs } from '../funder-reports';
import { drawProgramReportPdf, type ProgramReportPdfArgs } from '../program-report';
import { drawReceiptPdf, type ReceiptPdfArgs } from '../receipts';
import { drawReportPdf, type ReportPdfArgs } from '../reports';
import { drawStatementPdf, type StatementPdfArgs } from '../statements';

// Every PDF the app makes, as a message the PDF worker can take (structured-clone data only). The worker has no
// request to read a language from, so a job carries the one it is drawn in (docs/i18n.md): its args' `locale`, taken
// when the PDF is asked for, or text already said in it (a receipt's lines).
export type PdfJob =
  | { kind: 'receipt'; args: ReceiptPdfArgs }
  | { kind: 'report'; args: ReportPdfArgs }
  | { kind: 'program-report'; args: ProgramReportPdfArgs }
  | { kind: 'funder-report'; args: FunderReportPdfArgs }
  | { kind: 'statement'; args: StatementPdfArgs }
  | { kind: 'cdfa'; args: CdfaPdfArgs }
  | { kind: 'booth-map'; args: BoothMapPdfArgs };

export function drawPdf(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'receipt':
      return drawReceiptPdf(job.args);
    case 'report':
      return drawReportPdf(job.args);
    case 'program-report':
      return drawProgramReportPdf(job.args);
    case 'funder-report':
      return drawFunderReportPdf(job.args);
    case 'statement':
      return drawStatementPdf(job.args);
    case 'cdfa':
      return drawCdfaPdf(job.args);
    case 'booth-map':
      return drawBoothMapPdf(job.args);
  }
}
