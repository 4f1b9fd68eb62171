// The program-report module's public face: other modules and the app import it only through this file.

export { programReportRoutes } from './program-report.routes';
export type { ProgramReportPdfArgs } from './program-report-pdf';
export { drawProgramReportPdf } from './program-report-pdf';
