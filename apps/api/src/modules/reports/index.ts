// The reports module's public face: other modules and the app import it only through this file.

export type { ReportPdfArgs } from './report-pdf';
export { drawReportPdf } from './report-pdf';
export { reportsRoutes } from './reports.routes';
